import { Trans } from '@lingui/react/macro';
import { HomeSections } from '../features/catalogue/home/HomeSections.tsx';
import { DailyFreeSpinsEntry } from '../features/daily-free-spins/DailyFreeSpinsEntry.tsx';

export default function HomePage() {
  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-7xl px-4 py-6">
      <h1 id="page-title" className="sr-only">
        <Trans>Lobby</Trans>
      </h1>
      <DailyFreeSpinsEntry />
      <HomeSections />
    </section>
  );
}

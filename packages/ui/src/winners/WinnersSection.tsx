import { useLingui } from '@lingui/react/macro';
import { WINNERS_TICKER_SPEED_MS } from '@lobby/domain';
import { useState } from 'react';
import { HomeSection, type HomeSectionProps, RetryPrompt } from '../components/home-section/HomeSection.tsx';
import { PauseButton } from '../components/icon-button/PauseButton.tsx';
import { Placeholders, Skeleton } from '../components/skeleton/Skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/tabs/Tabs.tsx';
import { useTickerMotion } from './useTicker.ts';
import { type WinnerRow, WinnersTicker } from './WinnersTicker.tsx';

export type WinnersStatus = 'loading' | 'error' | 'ready';

export type WinnersSectionProps = HomeSectionProps & {
  status: WinnersStatus;
  recent: readonly WinnerRow[];
  top: readonly WinnerRow[];
  /** Fusion casinos add a Provider column and show one more row. */
  fusion: boolean;
  currency: string;
  onRetry: () => void;
  /** One row every this many ms; 0 holds the ticker still (stories, screenshots). */
  speedMs?: number;
};

type WinnersTab = 'recent' | 'top';

/**
 * The home page's winners (§2): recent and biggest winners as a ticker. While the list on show moves, a
 * button at the heading pauses it (WCAG 2.2.2) for both tabs until the player plays it again. The
 * 'Try random!' block beneath it is the page's own random play (`RandomPlay`), placed right after this section.
 */
export function WinnersSection({
  status,
  recent,
  top,
  fusion,
  currency,
  onRetry,
  speedMs = WINNERS_TICKER_SPEED_MS,
  ...props
}: WinnersSectionProps) {
  const { t } = useLingui();
  const [tab, setTab] = useState<WinnersTab>('recent');
  const [stopped, setStopped] = useState(false);
  const { moves } = useTickerMotion({ count: (tab === 'top' ? top : recent).length, fusion, speedMs });
  const recentLabel = t({ message: 'Recent Winners', comment: 'Tab of the winners section' });
  const topLabel = t({ message: 'Biggest Winners', comment: 'Tab of the winners section' });
  const panel = (rows: readonly WinnerRow[], label: string) =>
    rows.length === 0 ? (
      <p data-slot="winners-empty" className="m-0 rounded-lg bg-surface-sunken p-6 text-center text-fg-muted">
        {t`No winners to show yet. Yours could be the first!`}
      </p>
    ) : (
      <WinnersTicker
        rows={rows}
        fusion={fusion}
        currency={currency}
        label={label}
        speedMs={speedMs}
        paused={stopped}
      />
    );

  return (
    <HomeSection
      slot="winners-section"
      status={status}
      action={
        status === 'ready' && moves ? (
          <PauseButton
            stopped={stopped}
            pauseLabel={t({ message: 'Pause winners', comment: 'Stops the winners list from scrolling' })}
            playLabel={t({ message: 'Play winners', comment: 'Lets the winners list scroll again' })}
            onStoppedToggle={() => setStopped((s) => !s)}
            variant="outline"
            className="size-7 rounded-full text-fg-muted"
          />
        ) : null
      }
      {...props}
    >
      <div className="flex min-w-0 flex-col gap-4 rounded-xl border border-border bg-surface p-3 md:p-4">
        {status === 'loading' ? (
          <div data-slot="winners-skeleton" className="flex flex-col gap-2">
            <Skeleton className="h-9 w-64 max-w-full rounded-lg" />
            <Placeholders count={4}>{() => <Skeleton className="h-10 w-full rounded-md" />}</Placeholders>
          </div>
        ) : null}
        {status === 'error' ? (
          <div
            role="alert"
            data-slot="winners-error"
            className="flex flex-col items-center gap-3 p-2 text-center sm:flex-row sm:text-left"
          >
            <RetryPrompt message={t`We couldn't load the winners.`} onRetry={onRetry} />
          </div>
        ) : null}
        {status === 'ready' ? (
          <Tabs value={tab} onValueChange={(value) => setTab(value === 'top' ? 'top' : 'recent')}>
            <TabsList aria-label={t({ message: 'Winners', comment: 'Name of the winners tab list' })}>
              <TabsTrigger value="recent">{recentLabel}</TabsTrigger>
              <TabsTrigger value="top">{topLabel}</TabsTrigger>
            </TabsList>
            <TabsContent value="recent" className="min-w-0">
              {panel(recent, recentLabel)}
            </TabsContent>
            <TabsContent value="top" className="min-w-0">
              {panel(top, topLabel)}
            </TabsContent>
          </Tabs>
        ) : null}
      </div>
    </HomeSection>
  );
}

import { useLingui } from '@lingui/react/macro';
import { HomeSection, type HomeSectionProps, RetryPrompt } from '../components/home-section/HomeSection.tsx';
import { Placeholders, Skeleton } from '../components/skeleton/Skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/tabs/Tabs.tsx';
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

/**
 * The home page's winners (§2): recent and biggest winners as a ticker. The 'Try random!' block beneath it is
 * the page's own random play (`RandomPlay`), placed right after this section.
 */
export function WinnersSection({
  status,
  recent,
  top,
  fusion,
  currency,
  onRetry,
  speedMs,
  ...props
}: WinnersSectionProps) {
  const { t } = useLingui();
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
        {...(speedMs !== undefined ? { speedMs } : {})}
      />
    );

  return (
    <HomeSection slot="winners-section" status={status} {...props}>
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
          <Tabs defaultValue="recent">
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

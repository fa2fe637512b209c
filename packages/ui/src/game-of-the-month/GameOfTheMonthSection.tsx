import { useLingui } from '@lingui/react/macro';
import { Button } from '../components/button/Button.tsx';
import { HomeSection, type HomeSectionProps, RetryPrompt } from '../components/home-section/HomeSection.tsx';
import { SafeHtml } from '../components/safe-html/SafeHtml.tsx';
import { Skeleton } from '../components/skeleton/Skeleton.tsx';
import { AppLink } from '../lib/link.tsx';

export interface GameOfTheMonthData {
  /** The game's name. */
  readonly name: string;
  /** Server HTML; shown through the sanitiser. */
  readonly description: string;
  readonly image: string | null;
}

/** What 'Play' does: open a lobby page, or run a handler (a guest's login prompt, a lock notice). */
export type GameOfTheMonthPlay = { readonly href: string } | { readonly onPlay: () => void };

export type GameOfTheMonthStatus = 'loading' | 'error' | 'ready';

export type GameOfTheMonthSectionProps = HomeSectionProps & {
  status: GameOfTheMonthStatus;
  /** null when the casino has no game of the month: the section is left out. */
  game: GameOfTheMonthData | null;
  play: GameOfTheMonthPlay;
  /** The button's text; 'Play Now' by default. */
  playLabel?: string;
  onRetry: () => void;
};

/** The home page's game of the month (§2): picture, name, description and a Play button. */
export function GameOfTheMonthSection({
  id,
  status,
  game,
  play,
  playLabel,
  onRetry,
  ...props
}: GameOfTheMonthSectionProps) {
  const { t } = useLingui();
  if (status === 'ready' && !game) return null;
  const headingId = `home-${id}`;
  const label = playLabel || t({ message: 'Play Now', comment: 'Button of the game of the month' });
  return (
    <HomeSection id={id} slot="game-of-the-month" status={status} {...props}>
      {status === 'loading' ? (
        <div className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 sm:flex-row">
          <Skeleton className="aspect-[4/3] w-full rounded-lg sm:w-64" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-6 w-48 max-w-full" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        </div>
      ) : null}
      {status === 'error' ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-xl border border-border bg-surface p-4 text-center sm:flex-row sm:text-left"
        >
          <RetryPrompt message={t`We couldn't load the game of the month.`} onRetry={onRetry} />
        </div>
      ) : null}
      {status === 'ready' && game ? (
        <article
          aria-labelledby={`${headingId}-game`}
          className="flex min-w-0 flex-col gap-4 overflow-hidden rounded-xl border border-border bg-surface sm:flex-row"
        >
          {game.image ? (
            <img
              src={game.image}
              alt=""
              loading="lazy"
              decoding="async"
              className="aspect-[4/3] w-full bg-surface-sunken object-cover sm:w-64 sm:shrink-0"
            />
          ) : null}
          <div className="flex min-w-0 flex-1 flex-col items-start gap-3 p-4 sm:pl-0">
            <h3 id={`${headingId}-game`} className="m-0 text-xl font-bold text-fg">
              {game.name}
            </h3>
            {game.description ? <SafeHtml html={game.description} className="text-fg-muted" /> : null}
            {'href' in play ? (
              <Button asChild variant="accent" size="lg">
                <AppLink href={play.href} aria-describedby={`${headingId}-game`}>
                  {label}
                </AppLink>
              </Button>
            ) : (
              <Button variant="accent" size="lg" aria-describedby={`${headingId}-game`} onClick={play.onPlay}>
                {label}
              </Button>
            )}
          </div>
        </article>
      ) : null}
    </HomeSection>
  );
}

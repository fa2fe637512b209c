import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { withRouterLinks } from '../chrome/fixtures.tsx';
import { SafeHtml } from '../components/safe-html/SafeHtml.tsx';
import { inBox } from '../stories/decorators.tsx';
import { storyBanner, storyNow, storyTournament } from './stories/fixtures.ts';
import { TournamentRemindButton } from './TournamentCard.tsx';
import { TournamentDetail, type TournamentDetailData } from './TournamentDetail.tsx';
import { TournamentsGuestNotice } from './TournamentStates.tsx';
import type { TournamentCardData } from './types.ts';

function detailOf(card: TournamentCardData, index: number): TournamentDetailData {
  return {
    name: card.name,
    providers: card.providers,
    image: {
      desktop: storyBanner(card.name, index, 1200, 400),
      mobile: storyBanner(card.name, index, 600, 300),
    },
    phase: card.phase,
    window: card.window,
    prizePool: card.prizePool,
    gamesCount: 6,
    paidPlaces: 12,
  };
}

const storyGames = (
  <ul className="m-0 grid list-none grid-cols-3 gap-3 p-0 sm:grid-cols-6">
    {['Cash Bandits', 'Lucky Reels', 'Golden Quest', 'Dragon Gems', 'Wild Riches', 'Space Spins'].map(
      (name) => (
        <li
          key={name}
          className="flex aspect-[3/4] items-end rounded-lg bg-surface-sunken p-2 text-xs font-semibold"
        >
          {name}
        </li>
      ),
    )}
  </ul>
);

/** Server content renders once the sanitiser has arrived; screenshots wait for it. */
async function contentReady(canvasElement: HTMLElement) {
  await waitFor(() =>
    expect(canvasElement.querySelectorAll('[data-slot="safe-html"][data-state="pending"]')).toHaveLength(0),
  );
}

const meta = preview.meta({
  title: 'Tournaments/TournamentDetail',
  component: TournamentDetail,
  args: {
    tournament: detailOf(storyTournament('running'), 0),
    currency: 'USD',
    now: storyNow,
    games: storyGames,
    contentLeft: (
      <SafeHtml html="<h3>How to play</h3><p>Spin the listed games; every spin earns points toward the leaderboard.</p>" />
    ),
    contentRight: (
      <SafeHtml html="<h3>Prizes</h3><p>Cash prizes are credited within 24 hours of the end.</p>" />
    ),
    terms: (
      <SafeHtml html="<ol><li>Play any tournament game to join.</li><li>One point per spin of 1.00 or more.</li><li>The top 12 places are paid.</li></ol><script>document.body.dataset.hacked = 'yes'</script><img src=x onerror=&quot;document.body.dataset.hacked='yes'&quot;>" />
    ),
  },
  decorators: [withRouterLinks, inBox('mx-auto max-w-5xl p-4')],
  parameters: { layout: 'fullscreen' },
});

/** A running tournament: status, countdown, prize pool, games and paid places; terms folded away. */
export const Running = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await contentReady(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dragon Spin Sprint' })).toBeVisible();
    await expect(canvas.getByText('Live')).toBeVisible();
    await expect(canvas.getByText('By Betsoft')).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('Ends in 3 days');
    await expect(canvas.getByText('$25,000')).toBeVisible();
    await expect(
      canvas.getByText('Tournament Games', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('6');
    await expect(canvas.getByText('Paid Places').nextElementSibling).toHaveTextContent('12');
    await expect(await canvas.findByRole('heading', { name: 'How to play' })).toBeVisible();
    const terms = canvas.getByRole('button', { name: 'Terms and Conditions' });
    await expect(terms).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('The top 12 places are paid.')).toBeNull();
  },
});

/** The terms open and close by keyboard; they keep their numbered list. */
export const TermsOpen = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await contentReady(canvasElement);
    const terms = canvas.getByRole('button', { name: 'Terms and Conditions' });
    terms.focus();
    await userEvent.keyboard('{Enter}');
    await expect(terms).toHaveAttribute('aria-expanded', 'true');
    // the sanitiser arrives on first use; until then the terms read as plain text
    await waitFor(() => expect(canvas.getByText('The top 12 places are paid.').closest('ol')).not.toBeNull());
    await expect(canvas.getByText('The top 12 places are paid.')).toBeVisible();
    // the server's script and event handler never run
    await expect(document.body.dataset.hacked).toBeUndefined();
    await expect(
      canvas.getByRole('button', { name: 'Terms and Conditions' }).parentElement?.querySelector('script'),
    ).toBeNull();
  },
});

/** Upcoming, with the 'Remind Me' action beside the countdown. */
export const Upcoming = meta.story({
  args: {
    tournament: detailOf(storyTournament('upcoming'), 2),
    action: (phase) =>
      phase === 'upcoming' ? <TournamentRemindButton reminderSet={false} onRemind={fn()} /> : null,
  },
  play: async ({ canvas, canvasElement }) => {
    await contentReady(canvasElement);
    await expect(canvas.getByText('Upcoming')).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('Starts in 20 hours');
    await expect(canvas.getByRole('button', { name: 'Remind Me' })).toBeVisible();
  },
});

/** Finished: its end date in server time, no countdown. */
export const Finished = meta.story({
  args: { tournament: detailOf(storyTournament('finished'), 4) },
  play: async ({ canvas, canvasElement }) => {
    await contentReady(canvasElement);
    await expect(canvas.getByText('Finished')).toBeVisible();
    await expect(canvas.getByText('Ended Nov 17, 2026, 12:00 PM EST')).toBeVisible();
    await expect(canvas.queryByRole('timer')).toBeNull();
  },
});

/** Running past its end before the casino moved it: 'Time is over'. */
export const TimeIsOver = meta.story({
  args: {
    tournament: {
      ...detailOf(storyTournament('running'), 0),
      window: { startAt: storyNow() - 5_000_000, endAt: storyNow() - 1_000 },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await contentReady(canvasElement);
    await expect(canvas.getByText('Time is over')).toBeVisible();
  },
});

/** A guest sees the login notice; the page has no terms or content columns when the server sent none. */
export const GuestWithoutContent = meta.story({
  args: {
    notice: <TournamentsGuestNotice signupHref="/signup" onLogIn={fn()} />,
    terms: undefined,
    contentLeft: undefined,
    contentRight: undefined,
  },
  play: async ({ canvas, canvasElement }) => {
    await contentReady(canvasElement);
    const notice = canvas.getByRole('region', { name: 'Log in to join tournaments' });
    await expect(within(notice).getByRole('button', { name: 'Log In' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Terms and Conditions' })).toBeNull();
  },
});

/** On a phone: the phone image below 768 px and the short countdown below 600 px. */
export const Phone = meta.story({
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await contentReady(canvasElement);
    const source = canvasElement.querySelector('picture source');
    await expect(source).toHaveAttribute('media', '(min-width: 768px)');
  },
});

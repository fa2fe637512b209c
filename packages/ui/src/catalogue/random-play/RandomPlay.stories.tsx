import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { inBox } from '../../stories/decorators.tsx';
import { storyGames, thumbnailDataUrl } from '../stories/fixtures.ts';
import { RandomPlay, type RandomPlayProps } from './RandomPlay.tsx';

const badges = storyGames(5, 41).map((game) => thumbnailDataUrl(game.displayName));

const meta = preview.meta({
  title: 'Catalogue/RandomPlay',
  component: RandomPlay,
  args: { onPlay: fn() },
  decorators: [inBox('w-[40rem] max-w-full')],
});

/** Fusion: no badges. */
export const Default = meta.story({
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByText("Don't know what to play? Try random!")).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="random-play-badges"]')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Play Now' }));
    await expect(args.onPlay).toHaveBeenCalledTimes(1);
  },
});

const shown = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[data-slot="random-play-badges"] img')].map((img) =>
    img.classList.contains('opacity-100'),
  );

/** RTG: the first of the 5 badges on show, the others faded out. */
export const WithBadges = meta.story({
  args: { badges },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('[data-slot="random-play-badges"]')).toHaveAttribute(
      'data-active',
      '0',
    );
    await expect(shown(canvasElement)).toEqual([true, false, false, false, false]);
    await expect(canvas.getByRole('button', { name: 'Play Now' })).toBeVisible();
  },
});

/** RTG, 2 s later: the next badge has taken the first one's place. */
export const NextBadge = meta.story({
  args: { badges, active: 1 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="random-play-badges"]')).toHaveAttribute(
      'data-active',
      '1',
    );
    await expect(shown(canvasElement)).toEqual([false, true, false, false, false]);
  },
});

/** An index past the last badge (fewer badges drawn than before) shows the first. */
export const IndexPastTheEnd = meta.story({
  args: { badges: badges.slice(0, 2), active: 4 },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await expect(shown(canvasElement)).toEqual([true, false]);
  },
});

export const Phone = meta.story({
  args: { badges, active: 2 },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(shown(canvasElement)).toEqual([false, false, true, false, false]);
  },
});

const badgeStack = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-slot="random-play-badges"]');

/** RTG while the badges take turns: a small pause button sits on their corner. */
export const BadgesRotating = meta.story({
  args: { badges, rotation: { stopped: false, onStoppedToggle: fn() } },
  play: async ({ args, canvas, canvasElement }) => {
    const pause = canvas.getByRole('button', { name: 'Pause game pictures' });
    await expect(pause).toHaveAttribute('data-action', 'pause');
    await expect(badgeStack(canvasElement)).toHaveAttribute('data-rotating', 'true');
    // the target-size minimum of WCAG 2.5.8
    const box = pause.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(24);
    await expect(box.height).toBeGreaterThanOrEqual(24);
    await userEvent.click(pause);
    await expect(args.rotation?.onStoppedToggle).toHaveBeenCalledTimes(1);
  },
});

/** Paused by the player: the button offers to play them again; it is reached by keyboard and shows its focus. */
export const BadgesPaused = meta.story({
  args: { badges, active: 3, rotation: { stopped: true, onStoppedToggle: fn() } },
  play: async ({ canvas, canvasElement }) => {
    await expect(badgeStack(canvasElement)).toHaveAttribute('data-rotating', 'false');
    await userEvent.tab();
    const play = canvas.getByRole('button', { name: 'Play game pictures' });
    await expect(play).toHaveFocus();
    await expect(play).toHaveAttribute('data-action', 'play');
  },
});

/** Badges that move on every 300 ms, as the lobby moves them every 2 s, unless paused. */
function RotatingRandomPlay(props: RandomPlayProps) {
  const [active, setActive] = useState(0);
  const [stopped, setStopped] = useState(false);
  const count = props.badges?.length ?? 0;
  useEffect(() => {
    if (stopped) return;
    const timer = setInterval(() => setActive((i) => (i + 1) % count), 300);
    return () => clearInterval(timer);
  }, [stopped, count]);
  return (
    <RandomPlay
      {...props}
      active={active}
      rotation={{ stopped, onStoppedToggle: () => setStopped((s) => !s) }}
    />
  );
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Pause holds the badge on show well past several turns; Play (here by keyboard) lets them move again. */
export const PauseAndPlay = meta.story({
  args: { badges },
  render: (args) => <RotatingRandomPlay {...args} />,
  parameters: { screenshot: false },
  play: async ({ canvas, canvasElement }) => {
    const stack = badgeStack(canvasElement);
    if (!stack) throw new Error('no badges');
    await waitFor(() => expect(stack).not.toHaveAttribute('data-active', '0'));
    await userEvent.click(canvas.getByRole('button', { name: 'Pause game pictures' }));
    const held = stack.getAttribute('data-active') ?? '';
    await wait(1000);
    await expect(stack).toHaveAttribute('data-active', held);
    await expect(shown(canvasElement).filter(Boolean)).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Play game pictures' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Pause game pictures' })).toHaveFocus();
    await waitFor(() => expect(stack).not.toHaveAttribute('data-active', held));
  },
});

import { expect, fn, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { seededRandom } from '../../catalogue/stories/fixtures.ts';
import { storyPopupImage } from '../stories/fixtures.ts';
import { Fireworks } from './Fireworks.tsx';

const meta = preview.meta({
  title: 'Game/Fireworks',
  component: Fireworks,
  args: {
    text: 'Big wins are on the way!',
    random: seededRandom(7),
    frozenAtMs: 900,
  },
  // a new seeded source per render, so every run (and every mode) draws the same sky
  render: (args) => <Fireworks {...args} random={seededRandom(7)} />,
});

/** One frame of the show, 0.9 s in, with the popup text. */
export const Frozen = meta.story({
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Big wins are on the way!');
  },
});

/** The Spanish text and the popup picture, later in the show. */
export const SpanishWithImage = meta.story({
  args: { text: '¡Grandes premios en camino!', image: storyPopupImage, frozenAtMs: 1_600 },
});

/** The live show, shortened: it draws, then reports that it is done. */
export const Animated = meta.story({
  args: { frozenAtMs: undefined, durationMs: 300, particleCount: 200, onDone: fn() },
  parameters: { screenshot: false },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onDone).toHaveBeenCalledTimes(1), { timeout: 2_000 });
  },
});

import { expect, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { inBox } from '../stories/decorators.tsx';
import { TournamentsLobbyFrame } from './TournamentsLobbyFrame.tsx';

const lobbyPage =
  '<!doctype html><html lang="en"><title>Tournaments lobby</title><body style="margin:0;display:grid;place-items:center;min-height:100vh;font-family:sans-serif;background:#111827;color:#f9fafb"><h1>Tournament provider lobby</h1></body></html>';

async function lobbyLoaded(canvasElement: HTMLElement) {
  const frame = within(canvasElement).getByTitle('Tournaments lobby') as HTMLIFrameElement;
  await waitFor(() => {
    if (!frame.contentDocument?.querySelector('h1')) throw new Error('the lobby page is still loading');
  });
}

const meta = preview.meta({
  title: 'Tournaments/TournamentsLobbyFrame',
  component: TournamentsLobbyFrame,
  args: { title: 'Tournaments lobby', srcDoc: lobbyPage, loaderVisible: true },
  decorators: [inBox('w-[44rem] max-w-full')],
});

/** The first 2.5 s: a loader over the provider's lobby. */
export const Loading = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status', { name: 'Loading the tournaments lobby' })).toBeVisible();
    await lobbyLoaded(canvasElement);
  },
});

export const Loaded = meta.story({
  args: { loaderVisible: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
    await lobbyLoaded(canvasElement);
  },
});

/** The timed loader: shown, then fading (hidden from assistive tech), then gone (here sped up). */
export const TimedLoader = meta.story({
  parameters: { screenshot: false },
  args: { loaderVisible: undefined, hideAfterMs: 300, fadeMs: 300 },
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('[data-slot="tournaments-lobby-frame"]');
    await expect(frame).toHaveAttribute('data-loader', 'shown');
    await waitFor(() => expect(frame).toHaveAttribute('data-loader', 'removed'), { timeout: 3_000 });
    await expect(canvasElement.querySelector('[data-slot="tournaments-lobby-loader"]')).toBeNull();
  },
});

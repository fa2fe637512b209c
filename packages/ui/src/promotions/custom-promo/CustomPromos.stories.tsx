import { expect, userEvent, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { inBox } from '../../stories/decorators.tsx';
import { festivalBlock, jackpotBlock, probeBlock, raceBlock } from '../stories/fixtures.ts';
import { CustomPromos } from './CustomPromos.tsx';

const meta = preview.meta({
  title: 'Promotions/CustomPromos',
  component: CustomPromos,
  args: { blocks: [festivalBlock, raceBlock, jackpotBlock], autoplayMs: 0 },
  decorators: [inBox('w-[56rem] max-w-full')],
});

const frames = (root: HTMLElement) => [...root.querySelectorAll('iframe')];
const sized = (root: HTMLElement) =>
  waitFor(
    () => {
      for (const frame of frames(root)) expect(frame).toHaveAttribute('data-sized', 'true');
    },
    { timeout: 5000 },
  );

/** One block: shown alone, no carousel controls; sandboxed with scripts only. */
export const OneBlock = meta.story({
  args: { blocks: [festivalBlock] },
  play: async ({ canvas, canvasElement }) => {
    await sized(canvasElement);
    const [frame] = frames(canvasElement);
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    await expect(frame).toHaveAccessibleName('Featured promotion');
    // the frame took the height its content reported (the block is at least 220 px tall)
    await waitFor(() => expect(frame?.getBoundingClientRect().height).toBeGreaterThanOrEqual(220));
    await expect(canvas.queryByRole('button', { name: 'Next promotion' })).toBeNull();
    await expect(canvas.queryByRole('group', { name: 'Choose a promotion' })).toBeNull();
  },
});

/** Several blocks: a carousel with arrows, dots and keys; only the current slide can be reached. */
export const Carousel = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await sized(canvasElement);
    const track = canvasElement.querySelector('[data-slot="custom-promos-track"]');
    const dots = canvas.getAllByRole('button', { name: /^Show promotion/ });
    await expect(dots).toHaveLength(3);
    await expect(dots[0]).toHaveAttribute('aria-current', 'true');
    const slides = canvasElement.querySelectorAll('[aria-roledescription="slide"]');
    await expect(slides[1]).toHaveAttribute('inert');
    await userEvent.click(canvas.getByRole('button', { name: 'Next promotion' }));
    await expect(track).toHaveAttribute('data-index', '1');
    await expect(slides[1]).not.toHaveAttribute('inert');
    await userEvent.keyboard('{ArrowRight}');
    await expect(track).toHaveAttribute('data-index', '2');
    await userEvent.keyboard('{ArrowRight}');
    await expect(track).toHaveAttribute('data-index', '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous promotion' }));
    await expect(track).toHaveAttribute('data-index', '2');
    await userEvent.click(canvas.getByRole('button', { name: 'Show promotion 1' }));
    await expect(track).toHaveAttribute('data-index', '0');
    await expect(canvas.getByRole('button', { name: 'Show promotion 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
});

/** Autoplay (300 ms here, 5 s in the lobby) moves on by itself, stops under the pointer and on Pause. */
export const Autoplay = meta.story({
  args: { autoplayMs: 300, speedMs: 0 },
  parameters: { screenshot: false },
  play: async ({ canvas, canvasElement }) => {
    const section = canvas.getByRole('region', { name: 'Featured promotions' });
    const track = canvasElement.querySelector('[data-slot="custom-promos-track"]');
    if (matchMedia('(prefers-reduced-motion: reduce)').matches) {
      await expect(section).toHaveAttribute('data-playing', 'false');
      return;
    }
    await waitFor(() => expect(track).not.toHaveAttribute('data-index', '0'), { timeout: 3000 });
    await userEvent.hover(section);
    await expect(section).toHaveAttribute('data-playing', 'false');
    await userEvent.unhover(section);
    await expect(section).toHaveAttribute('data-playing', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Pause slideshow' }));
    await userEvent.unhover(section);
    (document.activeElement as HTMLElement | null)?.blur();
    await expect(section).toHaveAttribute('data-playing', 'false');
    await expect(canvas.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  },
});

/** Phones: no arrows below 800 px; the dots still move between slides. */
export const Phone = meta.story({
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await sized(canvasElement);
    // hidden below 800 px, so gone from the accessibility tree too
    await expect(canvas.queryByRole('button', { name: 'Next promotion' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show promotion 2' }));
    await expect(canvasElement.querySelector('[data-slot="custom-promos-track"]')).toHaveAttribute(
      'data-index',
      '1',
    );
  },
});

interface ProbeResults {
  [name: string]: string;
}

/**
 * A block whose script tries to read the lobby's page, storage and cookies, to set a global on it and to
 * navigate it. Every attempt fails inside the sandbox; the block shows this on itself and reports it.
 */
export const Isolated = meta.story({
  args: { blocks: [probeBlock] },
  loaders: [
    () => {
      localStorage.setItem('story-secret', 's3cret');
      (globalThis as { __xss?: unknown }).__xss = undefined;
      const results = new Promise<ProbeResults>((resolve) => {
        const onMessage = (event: MessageEvent) => {
          const data = event.data as { type?: string; results?: ProbeResults } | null;
          if (data?.type !== 'probe-results' || !data.results) return;
          window.removeEventListener('message', onMessage);
          resolve(data.results);
        };
        window.addEventListener('message', onMessage);
      });
      return { results };
    },
  ],
  play: async ({ canvasElement, loaded }) => {
    const title = document.title;
    const href = location.href;
    const results = await (loaded as { results: Promise<ProbeResults> }).results;
    await expect(results).toEqual({
      'parent page': 'blocked',
      storage: 'blocked',
      cookies: 'blocked',
      'top navigation': 'blocked',
      'parent globals': 'blocked',
    });
    await sized(canvasElement);
    await expect((globalThis as { __xss?: unknown }).__xss).toBeUndefined();
    await expect(localStorage.getItem('story-secret')).toBe('s3cret');
    await expect(document.title).toBe(title);
    await expect(location.href).toBe(href);
  },
});

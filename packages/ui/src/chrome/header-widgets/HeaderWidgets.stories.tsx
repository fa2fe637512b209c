import { expect, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { inBox } from '../../stories/decorators.tsx';
import { allBrandModes } from '../../stories/modes.ts';
import { HeaderWidgets } from './HeaderWidgets.tsx';

const widgets = [
  { name: 'escapepod', html: '<div>Escape Pod: 3 bonus pods left today</div>' },
  { name: 'crewpon', html: '<div>Crewpon: your crew earned <strong>2 coupons</strong></div>' },
  { name: 'fortuneteller', html: '<div>Fortune Teller: a lucky day ahead</div>' },
];

const meta = preview.meta({
  title: 'Chrome/HeaderWidgets',
  component: HeaderWidgets,
  args: { widgets },
  parameters: { chromatic: { modes: allBrandModes } },
  decorators: [inBox('w-[48rem] max-w-full')],
});

const sanitised = (root: HTMLElement) =>
  waitFor(() => {
    for (const html of root.querySelectorAll('[data-slot="safe-html"]'))
      expect(html).toHaveAttribute('data-state', 'ready');
  });

/** Three widgets side by side, each in its own chip. */
export const Default = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list', { name: 'Casino widgets' });
    await sanitised(canvasElement);
    await expect(list.querySelectorAll('li')).toHaveLength(3);
    await expect(canvas.getByText('2 coupons')).toBeVisible();
    await expect(list.querySelector('[data-widget="fortuneteller"]')).toHaveTextContent('a lucky day ahead');
  },
});

/** A narrow header: the widgets that do not fit are left out whole, never cut in half. */
export const Narrow = meta.story({
  decorators: [inBox('w-[26rem]')],
  play: async ({ canvas, canvasElement }) => {
    await sanitised(canvasElement);
    const list = canvas.getByRole('list', { name: 'Casino widgets' });
    const box = list.getBoundingClientRect();
    const shown = [...list.querySelectorAll('li')].filter(
      (li) => li.getBoundingClientRect().top < box.bottom,
    );
    await expect(shown.length).toBeGreaterThan(0);
    await expect(shown.length).toBeLessThan(3);
    for (const li of shown)
      await expect(li.getBoundingClientRect().right).toBeLessThanOrEqual(box.right + 0.5);
  },
});

/** Hostile widget HTML is cleaned like any other server HTML. */
export const HostileHtml = meta.story({
  args: {
    widgets: [
      {
        name: 'escapepod',
        html: '<div onclick="window.__xss=1">Pods<img src=x onerror="window.__xss=1"><script>window.__xss=1</script></div>',
      },
    ],
  },
  parameters: { screenshot: false },
  play: async ({ canvas, canvasElement }) => {
    await sanitised(canvasElement);
    await expect(canvas.getByText('Pods')).toBeVisible();
    await expect(canvasElement.querySelector('script, [onclick], [onerror]')).toBeNull();
    await expect((window as { __xss?: number }).__xss).toBeUndefined();
  },
});

/** No widgets: nothing at all. */
export const None = meta.story({
  args: { widgets: [] },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="header-widgets-list"]')).toBeNull();
  },
});

/**
 * A widget with its own style and script (Wpc2, synth): it runs in a sandboxed frame in its chip, reads
 * the data the lobby hands it, and its text and style show; the plain widgets beside it stay sanitised.
 */
export const Scripted = meta.story({
  args: {
    widgets: [
      widgets[0] as (typeof widgets)[number],
      {
        name: 'wpc2',
        html:
          '<span class="dial"></span><span id="text">Prize wheel</span>' +
          '<style>.dial{display:inline-block;width:14px;height:14px;margin-right:6px;vertical-align:-2px;border-radius:50%;background:conic-gradient(#f59e0b 0 50%,#3b82f6 0)}</style>' +
          "<script>var d=window.lobbyWidget.data;document.getElementById('text').textContent='Prize wheel: '+d.prizes[0];" +
          "parent.postMessage({type:'story-widget-ran',text:document.getElementById('text').textContent},'*');</script>",
        assets: { scripts: [], styles: [], data: { prizes: ['25 free spins'] } },
      },
    ],
  },
  loaders: [
    () => {
      const ran = new Promise<string>((resolve) => {
        const onMessage = (event: MessageEvent) => {
          const data = event.data as { type?: string; text?: string } | null;
          if (data?.type !== 'story-widget-ran' || typeof data.text !== 'string') return;
          window.removeEventListener('message', onMessage);
          resolve(data.text);
        };
        window.addEventListener('message', onMessage);
      });
      return { ran };
    },
  ],
  play: async ({ canvas, canvasElement, loaded }) => {
    await expect(await (loaded as { ran: Promise<string> }).ran).toBe('Prize wheel: 25 free spins');
    await sanitised(canvasElement);
    const list = canvas.getByRole('list', { name: 'Casino widgets' });
    await expect(list.querySelectorAll('li')).toHaveLength(2);
    const frame = canvas.getByTitle('Casino widget: wpc2');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    await expect(list.querySelector('[data-widget="wpc2"] [data-slot="safe-html"]')).toBeNull();
    await expect(canvas.getByText('Escape Pod', { exact: false })).toBeVisible();
  },
});

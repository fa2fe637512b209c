import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { inBox } from '../../stories/decorators.tsx';
import { allBrandModes } from '../../stories/modes.ts';
import { HeaderWidgets } from './HeaderWidgets.tsx';

const widgets = [
  { name: 'escapepod', html: '<div>Escape Pod: 3 bonus pods left today</div>' },
  { name: 'crewpon', html: '<div>Crewpon: your crew earned <strong>2 coupons</strong></div>' },
  { name: 'fortuneteller', html: '<div>Fortune Teller: a lucky day ahead</div>' },
];

const meta = {
  title: 'Chrome/HeaderWidgets',
  component: HeaderWidgets,
  args: { widgets },
  parameters: { chromatic: { modes: allBrandModes } },
  decorators: [inBox('w-[48rem] max-w-full')],
} satisfies Meta<typeof HeaderWidgets>;

export default meta;
type Story = StoryObj<typeof meta>;

const sanitised = (root: HTMLElement) =>
  waitFor(() => {
    for (const html of root.querySelectorAll('[data-slot="safe-html"]'))
      expect(html).toHaveAttribute('data-state', 'ready');
  });

/** Three widgets side by side, each in its own chip. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list', { name: 'Casino widgets' });
    await sanitised(canvasElement);
    await expect(list.querySelectorAll('li')).toHaveLength(3);
    await expect(canvas.getByText('2 coupons')).toBeVisible();
    await expect(list.querySelector('[data-widget="fortuneteller"]')).toHaveTextContent('a lucky day ahead');
  },
};

/** A narrow header: the widgets that do not fit are left out whole, never cut in half. */
export const Narrow: Story = {
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
};

/** Hostile widget HTML is cleaned like any other server HTML. */
export const HostileHtml: Story = {
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
};

/** No widgets: nothing at all. */
export const None: Story = {
  args: { widgets: [] },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="header-widgets-list"]')).toBeNull();
  },
};

import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { inBox } from '../../stories/decorators.tsx';
import { allBrandModes } from '../../stories/modes.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';

const meta = preview.meta({
  title: 'Chrome/LanguageSwitch',
  component: LanguageSwitch,
  args: { value: 'en' as const, onValueChange: fn() },
  decorators: [inBox('w-56')],
  parameters: { chromatic: { modes: allBrandModes } },
});

export const English = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Language: English' })).toBeVisible();
  },
});

/**
 * The list's code loads on the first open (the button is there at once); opened with a key, that first open
 * still puts focus on the first language, and Escape brings it back to the button.
 */
export const FirstOpenAfterLazyLoad = meta.story({
  parameters: { screenshot: false },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Language: English' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu', { name: /^Language/ });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveAttribute('aria-controls', menu.id);
    await waitFor(() => expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
});

/** Open: every language in its own name, the current one checked. */
export const Open = meta.story({
  args: { value: 'de' },
  parameters: { screenshot: 'viewport' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Language: Deutsch' }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu', { name: /^Language/ });
    const items = within(menu).getAllByRole('menuitemradio');
    await expect(items.map((item) => item.textContent)).toEqual([
      'English',
      'Deutsch',
      'Español',
      'Français',
    ]);
    await expect(within(menu).getByRole('menuitemradio', { name: 'Deutsch' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
});

/** Keyboard: open with Enter, move with arrows, choose with Enter; focus comes back to the button. */
export const ChooseWithKeyboard = meta.story({
  parameters: { screenshot: false },
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Language: English' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu', { name: /^Language/ });
    await waitFor(() => expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('es');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
});

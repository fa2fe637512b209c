import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { ownFrame } from '../../stories/docs.ts';
import { allBrandModes } from '../../stories/modes.ts';
import { animationsSettled } from '../../stories/play.ts';
import { Button } from '../button/Button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from './Dialog.tsx';

const meta = preview.meta({
  title: 'Primitives/Dialog',
  component: Dialog,
  args: { onOpenChange: fn() },
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button>Cancel withdrawal</Button>
      </DialogTrigger>
      <DialogContent
        title="Cancel your withdrawal?"
        description="The money goes back to your balance and you can keep playing."
        footer={
          <>
            <DialogClose asChild>
              <Button variant="outline">Keep it</Button>
            </DialogClose>
            <Button variant="primary">Cancel and keep playing</Button>
          </>
        }
      >
        <p className="m-0">Pending: $250 by Bitcoin, requested 21 Nov.</p>
      </DialogContent>
    </Dialog>
  ),
  parameters: { chromatic: { modes: allBrandModes }, screenshot: 'viewport', docs: { story: ownFrame(480) } },
});

/** The dialog as it looks open: overlay, title, description, body, footer and the × button. */
export const Open = meta.story({
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Cancel your withdrawal?' });
    await animationsSettled();
    await expect(dialog).toHaveAccessibleDescription(
      'The money goes back to your balance and you can keep playing.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
    // focus starts on the safe choice, not on the ×
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus());
    // the open/close keyframes run on the modal duration token: 350 ms (spec §9), 0 ms under reduced motion
    const style = getComputedStyle(dialog);
    await expect(style.animationName).toBe('dialog-in');
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    // read as a time: the static Storybook's minified CSS writes 350ms as .35s
    const duration = style.getPropertyValue('--lb-duration-modal').trim();
    const ms = duration.endsWith('ms') ? Number.parseFloat(duration) : Number.parseFloat(duration) * 1000;
    await expect(ms).toBe(reduced ? 0 : 350);
  },
});

/** Opened from its trigger, closed with Escape: focus moves in, stays in, and comes back to the trigger. */
export const OpenAndEscape = meta.story({
  play: async ({ args, canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Cancel withdrawal' });
    await userEvent.click(trigger);
    const dialog = await page.findByRole('dialog', { name: 'Cancel your withdrawal?' });
    await animationsSettled();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    // Tab cycles inside the dialog, never back to the page behind it
    for (let step = 0; step < 4; step += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
  // it ends closed; the Open story holds the picture
  parameters: { screenshot: false },
});

/** The × button closes it too, and focus returns. */
export const CloseButton = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Cancel withdrawal' });
    await userEvent.click(trigger);
    const dialog = await page.findByRole('dialog');
    await animationsSettled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
  parameters: { screenshot: false },
});

/**
 * A double click whose first click shrinks the dialog lands its second click on the overlay: that press does
 * not close the dialog. A press on the overlay a moment later still does.
 */
export const DoubleClickThatShrinksIt = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel withdrawal' }));
    const dialog = await page.findByRole('dialog');
    await animationsSettled();
    const overlay = canvasElement.ownerDocument.querySelector('[data-slot="dialog-overlay"]');
    if (!(overlay instanceof HTMLElement)) throw new Error('no overlay');
    await userEvent.click(within(dialog).getByText(/Pending/));
    await userEvent.pointer({ keys: '[MouseLeft]', target: overlay });
    await expect(page.getByRole('dialog')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 600));
    await userEvent.pointer({ keys: '[MouseLeft]', target: overlay });
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
  parameters: { screenshot: false },
});

/** Without a description and without a footer: the title alone names it. */
export const TitleOnly = meta.story({
  args: { defaultOpen: true },
  render: (args) => (
    <Dialog {...args}>
      <DialogContent title="Game locked" size="sm">
        <p className="m-0">This game opens for VIP players. Ask live chat about your VIP status.</p>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Game locked',
    });
    await animationsSettled();
    await expect(dialog).not.toHaveAttribute('aria-describedby');
  },
});

export const Playground = meta.story({ parameters: { screenshot: false } });

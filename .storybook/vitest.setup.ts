import { expect } from 'vitest';
import { commands, page } from 'vitest/browser';
import { defaultModes } from '../packages/ui/src/stories/modes.ts';
import type { ScreenshotContext } from './visual.ts';

// Screenshots must not depend on timing: freeze animations and transitions, hide the caret.
const freeze = document.createElement('style');
freeze.textContent = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
  transition-duration: 0s !important; transition-delay: 0s !important; caret-color: transparent !important;
}`;
document.head.append(freeze);

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Images on screen must have arrived (or failed) before a picture is taken. Off-screen lazy ones never will,
 * whether below the window or past its right edge in a row that scrolls sideways: waiting for those would
 * only spend the whole time limit.
 */
async function imagesOnScreen(): Promise<void> {
  const deadline = performance.now() + 5_000;
  const pending = () =>
    [...document.images].filter((img) => {
      const box = img.getBoundingClientRect();
      const visible =
        box.width > 0 &&
        box.bottom > 0 &&
        box.top < window.innerHeight &&
        box.right > 0 &&
        box.left < window.innerWidth;
      return visible && !img.complete;
    });
  while (pending().length > 0 && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

globalThis.__lobbyScreenshot = async (context: ScreenshotContext) => {
  const { parameters } = context;
  if (parameters.screenshot === false || parameters.chromatic?.disableSnapshot) return;
  const modes = parameters.chromatic?.modes ?? defaultModes;
  const html = document.documentElement;
  if (parameters.screenshot !== 'viewport' && parameters.layout !== 'fullscreen') {
    // shoot the component with a margin, not a screen-wide strip
    Object.assign(context.canvasElement.style, { padding: '16px', width: 'fit-content', minWidth: '120px' });
  }
  const before = { brand: html.dataset.brand, theme: html.dataset.theme };
  // a 'viewport' shot is what a visitor sees on arrival: the first screen, not the whole scrolled page
  const bodyStyle = document.body.getAttribute('style');
  if (parameters.screenshot === 'viewport') {
    Object.assign(document.body.style, { height: '100dvh', maxHeight: '100dvh', overflow: 'hidden' });
  }
  let forced = false;
  try {
    for (const [name, mode] of Object.entries(modes)) {
      if (mode.disable) continue;
      html.dataset.brand = mode.globals.brand;
      html.dataset.theme = mode.globals.theme;
      // forced colours are the browser's to switch, for the whole page: on for a mode that asks, off after it
      if (mode.forcedColors || forced) await commands.emulateForcedColors(mode.forcedColors ?? null);
      forced = Boolean(mode.forcedColors);
      // a brand's font only starts loading once text needs it: ask for it, then wait
      const family = getComputedStyle(html).getPropertyValue('--lb-font-sans');
      await document.fonts.load(`400 16px ${family}`);
      await document.fonts.load(`700 16px ${family}`);
      await document.fonts.ready;
      await imagesOnScreen();
      await nextFrame();
      await nextFrame();
      const target = parameters.screenshot === 'viewport' ? document.body : context.canvasElement;
      await expect
        .element(page.elementLocator(target))
        .toMatchScreenshot(`${context.id}--${name.replaceAll(' ', '-')}`);
    }
  } finally {
    if (forced) await commands.emulateForcedColors(null);
    if (bodyStyle === null) document.body.removeAttribute('style');
    else document.body.setAttribute('style', bodyStyle);
    if (before.brand) html.dataset.brand = before.brand;
    if (before.theme) html.dataset.theme = before.theme;
  }
};

import type { BrowserCommand } from 'vitest/node';

/** Which system palette a forced-colours screenshot is taken in: Chromium picks it from the colour scheme. */
export type ForcedColorsPalette = 'light' | 'dark';

/**
 * Turns forced colours (Windows high contrast) on in the test browser, in the given palette, or off again
 * (`null`). A media emulation of the whole page, so it reaches the frame the stories render in; the story
 * itself cannot ask for it.
 */
const emulateForcedColors: BrowserCommand<[palette: ForcedColorsPalette | null]> = async (
  context,
  palette,
) => {
  if (context.provider.name !== 'playwright') throw new Error('forced colours need the Playwright provider');
  await context.page.emulateMedia(
    palette
      ? { forcedColors: 'active', colorScheme: palette }
      : { forcedColors: 'none', colorScheme: 'light' },
  );
};

/** The browser commands the story tests add to Vitest's own. */
export const storyCommands = { emulateForcedColors };

declare module 'vitest/browser' {
  interface BrowserCommands {
    emulateForcedColors: (palette: ForcedColorsPalette | null) => Promise<void>;
  }
}

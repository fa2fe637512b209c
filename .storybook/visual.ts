import type { VisualMode } from '../packages/ui/src/stories/modes.ts';

/**
 * The breakpoints of the spec (§9), as Storybook viewport presets, and the desktop canvas every story gets
 * unless it declares another: 1200 × 900, the size the story tests have always run at (the Vitest addon's
 * default). Declared rather than left to the window, so that a story is the same size in the Storybook UI,
 * where the sidebar and the addon panel take their share of the window, as under the test runner.
 */
export const viewports = {
  desktop: {
    name: 'Desktop 1200 × 900 (default)',
    styles: { width: '1200px', height: '900px' },
    type: 'desktop',
  },
  phone375: { name: 'Phone 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  phone568: { name: 'Phone landscape 568', styles: { width: '568px', height: '320px' }, type: 'mobile' },
  tablet768: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  tablet800: { name: 'Tablet 800', styles: { width: '800px', height: '1280px' }, type: 'tablet' },
  desktop1200: { name: 'Desktop 1200', styles: { width: '1200px', height: '800px' }, type: 'desktop' },
  desktop1400: { name: 'Desktop 1400', styles: { width: '1400px', height: '900px' }, type: 'desktop' },
} as const;

/** The viewport of a story that declares none. */
export const defaultViewport = { value: 'desktop', isRotated: false } satisfies {
  value: keyof typeof viewports;
  isRotated: boolean;
};

/** What the screenshot gate needs from a story's context. */
export interface ScreenshotContext {
  id: string;
  title: string;
  name: string;
  canvasElement: HTMLElement;
  parameters: {
    layout?: 'padded' | 'centered' | 'fullscreen';
    chromatic?: { modes?: Record<string, VisualMode>; disableSnapshot?: boolean };
    /** `false` skips the story; `'viewport'` shoots the whole page (dialogs, toasts, full pages). */
    screenshot?: false | 'viewport' | 'root';
  };
}

declare global {
  // set by .storybook/vitest.setup.ts, only when stories run as tests
  var __lobbyScreenshot: ((context: ScreenshotContext) => Promise<void>) | undefined;
}

import '../packages/ui/src/styles/tailwind.css';
import '../packages/ui/src/styles/fonts.css';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import addonA11y from '@storybook/addon-a11y';
import addonDocs from '@storybook/addon-docs';
import { type Decorator, definePreview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { activateLocale, isLocale, locales } from '../packages/ui/src/i18n/catalogs.ts';
import { defaultModes } from '../packages/ui/src/stories/modes.ts';
import { expectTargetSize, type TargetSizeParameter } from '../packages/ui/src/stories/target-size.ts';
import { type BrandId, brandIds, brands } from '../packages/ui/src/tokens/brands.ts';
import { lobbyGlobalTypes, lobbyInitialGlobals } from './lobby-globals.ts';
import { defaultViewport, type ScreenshotContext, viewports } from './visual.ts';

type ThemeChoice = 'light' | 'dark' | 'side-by-side';

/** Brand, theme and locale go on <html>, so Radix portals (dialogs, toasts) get them too. */
const withBrandAndTheme: Decorator = (Story, context) => {
  const brand = (context.globals.brand ?? 'default') as BrandId;
  const theme = (context.globals.theme ?? 'light') as ThemeChoice;
  const html = document.documentElement;
  html.lang = isLocale(context.globals.locale) ? context.globals.locale : 'en';
  html.dataset.brand = brand;
  if (theme === 'side-by-side') {
    html.dataset.theme = 'light';
    return (
      <div className="grid gap-4 md:grid-cols-2">
        {(['light', 'dark'] as const).map((scope) => (
          <div key={scope} data-brand={brand} data-theme={scope} className="rounded-lg p-4">
            <Story />
          </div>
        ))}
      </div>
    );
  }
  html.dataset.theme = theme;
  return <Story />;
};

const withI18n: Decorator = (Story) => (
  <I18nProvider i18n={i18n}>
    <Story />
  </I18nProvider>
);

export default definePreview({
  // Under this format the preview carries the addons' own annotations itself: axe runs through addonA11y(),
  // and the docs pages render through addonDocs().
  addons: [addonA11y(), addonDocs()],
  // every component gets a docs page; the page stories, whole lobbies rather than components, opt out
  tags: ['autodocs'],
  decorators: [withI18n, withBrandAndTheme],
  loaders: [
    async ({ globals }) => {
      await activateLocale(i18n, isLocale(globals.locale) ? globals.locale : 'en');
      return {};
    },
    // A loader, not msw-storybook-addon's addonMsw() (a beforeEach hook): the page stories' own loaders put
    // the demo casino's handlers on the worker, so it must be there before they run.
    mswLoader(),
  ],
  globalTypes: {
    // page stories boot the brand's casino, so its name and logo change with the colours
    brand: {
      description: 'White-label brand (casino_id)',
      toolbar: {
        title: 'Casino',
        icon: 'paintbrush',
        items: brandIds.map((id) => ({ value: id, title: brands[id].label })),
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
          { value: 'side-by-side', title: 'Light and dark side by side' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: locales.map((value) => ({ value, title: value.toUpperCase() })),
        dynamicTitle: true,
      },
    },
    ...lobbyGlobalTypes,
  },
  initialGlobals: {
    brand: 'default',
    theme: 'light',
    locale: 'en',
    viewport: defaultViewport,
    ...lobbyInitialGlobals,
  },
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    viewport: { options: viewports },
    chromatic: { modes: defaultModes, pauseAnimationAtEnd: true },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  // Every story's pointer targets keep WCAG 2.5.8's size or spacing once its play function is done (a story
  // opts out only with `targetSize: { skip: 'the reason' }`). Then the local screenshot gate hooks in when the
  // stories run under Vitest; in Storybook it is absent.
  afterEach: async (context) => {
    expectTargetSize(context.parameters as { targetSize?: TargetSizeParameter });
    await globalThis.__lobbyScreenshot?.(context as unknown as ScreenshotContext);
  },
});

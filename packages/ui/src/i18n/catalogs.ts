import type { I18n, Messages } from '@lingui/core';

export const locales = ['en', 'de', 'es', 'fr'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/**
 * Every catalog is its own file, loaded before the first render: texts are data, so a change of wording
 * leaves the code's cached files alone, and the first download carries no messages. English is always
 * loaded as well (it is the fallback), at the same time as the chosen language.
 */
const lazyCatalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../../../locales/en/messages.po'),
  de: () => import('../../../../locales/de/messages.po'),
  es: () => import('../../../../locales/es/messages.po'),
  fr: () => import('../../../../locales/fr/messages.po'),
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Loads and activates a locale. A catalog that fails to load leaves English active (missing text falls back). */
export async function activateLocale(i18n: I18n, locale: Locale): Promise<Locale> {
  const english = loadEnglish(i18n);
  if (locale === 'en') {
    await english;
    i18n.activate('en');
    return 'en';
  }
  const [, chosen] = await Promise.allSettled([english, lazyCatalogs[locale]()]);
  if (chosen.status === 'fulfilled') {
    i18n.load(locale, chosen.value.messages);
    i18n.activate(locale);
    return locale;
  }
  console.warn(`Could not load the ${locale} catalog; staying in English.`, chosen.reason);
  i18n.activate('en');
  return 'en';
}

const englishLoaded = new WeakMap<I18n, Promise<void>>();

/** English once per i18n instance; a failed load is tried again next time (its texts then show as ids). */
function loadEnglish(i18n: I18n): Promise<void> {
  let loading = englishLoaded.get(i18n);
  if (!loading) {
    loading = lazyCatalogs
      .en()
      .then(({ messages }) => i18n.load('en', messages))
      .catch((error: unknown) => {
        englishLoaded.delete(i18n);
        console.warn('Could not load the English catalog.', error);
      });
    englishLoaded.set(i18n, loading);
  }
  return loading;
}

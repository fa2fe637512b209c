import type { I18n, Messages } from '@lingui/core';
import { messages as en } from '../../../../locales/en/messages.po';

export const locales = ['en', 'de', 'es', 'fr'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** English ships with the bundle (it is the fallback); other catalogs load on first use. */
const lazyCatalogs: Record<Exclude<Locale, 'en'>, () => Promise<{ messages: Messages }>> = {
  de: () => import('../../../../locales/de/messages.po'),
  es: () => import('../../../../locales/es/messages.po'),
  fr: () => import('../../../../locales/fr/messages.po'),
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Loads and activates a locale. A catalog that fails to load leaves English active (missing text falls back). */
export async function activateLocale(i18n: I18n, locale: Locale): Promise<Locale> {
  i18n.load('en', en);
  if (locale === 'en') {
    i18n.activate('en');
    return 'en';
  }
  try {
    const { messages } = await lazyCatalogs[locale]();
    i18n.load(locale, messages);
    i18n.activate(locale);
    return locale;
  } catch (error) {
    console.warn(`Could not load the ${locale} catalog; staying in English.`, error);
    i18n.activate('en');
    return 'en';
  }
}

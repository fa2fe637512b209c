/** The interface languages the chrome offers, shared by the switch and its lazily loaded menu. */
export const chromeLanguages = ['en', 'de', 'es', 'fr'] as const;
export type ChromeLanguage = (typeof chromeLanguages)[number];

/** Each language in its own name: a German reader looks for "Deutsch", not for "German". Never translated. */
export const languageNames: Record<ChromeLanguage, string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
};

import { resolveTheme } from '@lobby/domain';
import { isLocale, type Locale, type Theme } from '@lobby/ui';
import { STORAGE, THEME_COOKIE_MAX_AGE_S } from '../state/local-stores.ts';
import { readCookie, readStorage, writeCookie, writeStorage } from '../state/web-storage.ts';

const THEME_COOKIE = STORAGE.themeCookie;
export const LANGUAGE_KEY = STORAGE.language;
const PREFERRED_LANGUAGE_COOKIE = STORAGE.preferredLanguageCookie;

function prefersDark(): boolean {
  try {
    return window.matchMedia('(prefers-color-scheme: dark)').matches;
  } catch {
    return false;
  }
}

/** The saved theme, else the system's preference (§4). */
export function initialTheme(): Theme {
  return resolveTheme(readCookie(THEME_COOKIE), prefersDark());
}

export function saveTheme(theme: Theme): void {
  writeCookie(THEME_COOKIE, theme, THEME_COOKIE_MAX_AGE_S);
}

/** Language: the stored choice, else the preferred-language cookie or the browser's language, else the config's. */
export function initialLanguage(configLanguage: string | undefined): Locale {
  const stored = readStorage('local', LANGUAGE_KEY);
  if (isLocale(stored)) return stored;
  const cookie = readCookie(PREFERRED_LANGUAGE_COOKIE);
  if (isLocale(cookie)) return cookie;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag.slice(0, 2).toLowerCase();
    if (isLocale(base)) return base;
  }
  return isLocale(configLanguage) ? configLanguage : 'en';
}

export function saveLanguage(language: Locale): void {
  writeStorage('local', LANGUAGE_KEY, language);
  writeCookie(PREFERRED_LANGUAGE_COOKIE, language, THEME_COOKIE_MAX_AGE_S);
}

import { isLocale, type Locale, type Theme } from '@lobby/ui';

/** Theme cookie lifetime from the spec (§9): 365 days. */
export const THEME_COOKIE_DAYS = 365;
const THEME_COOKIE = 'theme';
const LANGUAGE_KEY = 'language';
const PREFERRED_LANGUAGE_COOKIE = 'preferred_language';

// When cookies or storage are blocked the choice still holds for this visit.
const memory: { theme?: Theme; language?: Locale } = {};

function readCookie(name: string): string | null {
  try {
    const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${name}=([^;]*)`));
    return match?.[1] ? decodeURIComponent(match[1]) : null;
  } catch {
    return null;
  }
}

function writeCookie(name: string, value: string, days: number): void {
  try {
    const expires = new Date(Date.now() + days * 864e5).toUTCString();
    document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`;
  } catch {
    // blocked cookies: the in-memory value is enough for this visit
  }
}

export function systemTheme(): Theme {
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function savedTheme(): Theme | null {
  if (memory.theme) return memory.theme;
  const value = readCookie(THEME_COOKIE);
  return value === 'light' || value === 'dark' ? value : null;
}

export function initialTheme(): Theme {
  return savedTheme() ?? systemTheme();
}

export function saveTheme(theme: Theme): void {
  memory.theme = theme;
  writeCookie(THEME_COOKIE, theme, THEME_COOKIE_DAYS);
}

/** Language: the stored choice, else the preferred-language cookie or the browser's language, else the config's. */
export function initialLanguage(configLanguage: string | undefined): Locale {
  if (memory.language) return memory.language;
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(LANGUAGE_KEY);
  } catch {
    stored = null;
  }
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
  memory.language = language;
  try {
    window.localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // storage blocked: memory keeps it for the visit
  }
  writeCookie(PREFERRED_LANGUAGE_COOKIE, language, THEME_COOKIE_DAYS);
}

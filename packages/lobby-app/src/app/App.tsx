import { Trans, useLingui } from '@lingui/react/macro';
import { type BrandId, Button, type Locale, locales, type Theme } from '@lobby/ui';

export interface AppProps {
  brand: BrandId;
  casinoName: string;
  theme: Theme;
  locale: Locale;
  onThemeChange: (theme: Theme) => void;
  onLocaleChange: (locale: Locale) => void;
}

const languageNames: Record<Locale, string> = { en: 'English', de: 'Deutsch', es: 'Español', fr: 'Français' };

/** The bootable shell: brand, theme and language applied; routes and pages arrive with the contract work. */
export function App({ casinoName, theme, locale, onThemeChange, onLocaleChange }: AppProps) {
  const { t } = useLingui();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex items-center gap-3 border-b border-border bg-surface px-4 py-3 shadow-card">
        <span aria-hidden="true" className="size-9 shrink-0 rounded-md bg-(image:--lb-logo) bg-cover" />
        <span className="font-display text-lg font-bold">{casinoName}</span>
        <div className="ms-auto flex items-center gap-2">
          <label className="sr-only" htmlFor="language">
            <Trans>Language</Trans>
          </label>
          <select
            id="language"
            value={locale}
            onChange={(event) => onLocaleChange(event.target.value as Locale)}
            className="h-10 rounded-md border border-border-strong bg-surface-sunken px-2 text-sm text-fg"
          >
            {locales.map((code) => (
              <option key={code} value={code}>
                {languageNames[code]}
              </option>
            ))}
          </select>
          <Button
            variant="outline"
            aria-pressed={theme === 'dark'}
            onClick={() => onThemeChange(theme === 'dark' ? 'light' : 'dark')}
          >
            {theme === 'dark' ? t`Light theme` : t`Dark theme`}
          </Button>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-10">
        <h1 className="text-3xl font-bold">
          <Trans>Welcome to the lobby</Trans>
        </h1>
        <p className="mt-3 max-w-prose text-fg-muted">
          <Trans>
            Games, promotions and tournaments are on their way. Pick your language and theme meanwhile.
          </Trans>
        </p>
      </main>
    </div>
  );
}

import './styles.css';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { activateLocale, type BrandId, brandForCasino, type Locale, type Theme } from '@lobby/ui';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { initialLanguage, initialTheme, saveLanguage, saveTheme } from './app/preferences.ts';

function applyToDocument(brand: BrandId, theme: Theme, locale: Locale): void {
  const html = document.documentElement;
  html.dataset.brand = brand;
  html.dataset.theme = theme;
  html.lang = locale;
}

function Root({ brand, startLocale }: { brand: BrandId; startLocale: Locale }) {
  const [theme, setTheme] = useState<Theme>(initialTheme);
  const [locale, setLocale] = useState<Locale>(startLocale);
  applyToDocument(brand, theme, locale);
  return (
    <I18nProvider i18n={i18n}>
      <App
        brand={brand}
        casinoName="Casino Lobby"
        theme={theme}
        locale={locale}
        onThemeChange={(next) => {
          saveTheme(next);
          setTheme(next);
        }}
        onLocaleChange={async (next) => {
          const active = await activateLocale(i18n, next);
          saveLanguage(active);
          setLocale(active);
        }}
      />
    </I18nProvider>
  );
}

async function boot(): Promise<void> {
  const params = new URLSearchParams(window.location.search);
  const brand = brandForCasino(Number(params.get('casino_id')) || null);
  const locale = await activateLocale(i18n, initialLanguage(undefined));
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  createRoot(container).render(
    <StrictMode>
      <Root brand={brand} startLocale={locale} />
    </StrictMode>,
  );
}

void boot();

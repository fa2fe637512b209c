export { Button, type ButtonProps, buttonVariants } from './components/button/Button.tsx';
export { Spinner, type SpinnerProps, spinnerVariants } from './components/spinner/Spinner.tsx';
export { activateLocale, defaultLocale, isLocale, type Locale, locales } from './i18n/catalogs.ts';
export { cn } from './lib/cn.ts';
export {
  type BrandDefinition,
  type BrandId,
  brandForCasino,
  brandIds,
  brands,
  type Theme,
  themes,
} from './tokens/brands.ts';

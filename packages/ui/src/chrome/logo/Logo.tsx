import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../../lib/cn.ts';
import { AppLink } from '../../lib/link.tsx';

export const logoVariants = cva('inline-flex shrink-0 items-center gap-2.5 text-fg no-underline', {
  variants: {
    size: {
      sm: 'h-8 text-base [&_[data-slot=logo-mark]]:size-8',
      md: 'h-10 text-lg [&_[data-slot=logo-mark]]:size-10',
    },
  },
  defaultVariants: { size: 'md' },
});

/** Logo images from the casino config (casino_logo_light / casino_logo_dark); one may stand in for both. */
export interface LogoImages {
  readonly light?: string | null;
  readonly dark?: string | null;
}

export type LogoProps = Omit<React.ComponentProps<'a'>, 'href' | 'children'> &
  VariantProps<typeof logoVariants> & {
    /** casino_name: the logo's text, and the image's alternative text. */
    casinoName: string;
    /** The configured logo; without it the brand's generated mark and the casino name show. */
    images?: LogoImages | null;
    /** Hide the name next to the generated mark (narrow headers); it stays the accessible name. */
    markOnly?: boolean;
    /** Where the logo leads; the lobby home by default. */
    href?: string;
  };

/**
 * The casino's logo, linking home. The generated mark follows the brand; a configured image wins. Implements
 * the header logo of §2 Page chrome, from the config of §3.
 */
export function Logo({
  className,
  size,
  casinoName,
  images,
  markOnly = false,
  href = '/',
  ...props
}: LogoProps) {
  const light = images?.light || images?.dark || null;
  const dark = images?.dark || images?.light || null;
  return (
    <AppLink
      data-slot="logo"
      data-size={size ?? 'md'}
      href={href}
      className={cn(
        logoVariants({ size }),
        'min-w-0 shrink rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
        className,
      )}
      {...props}
    >
      {light && dark ? (
        <>
          {/* each theme shows its own variant; display:none takes the other out of the accessibility tree */}
          <img
            src={light}
            alt={casinoName}
            className="h-full w-auto max-w-48 min-w-0 object-contain dark:hidden"
          />
          <img
            src={dark}
            alt={casinoName}
            className="hidden h-full w-auto max-w-48 min-w-0 object-contain dark:block"
          />
        </>
      ) : (
        <>
          <span
            data-slot="logo-mark"
            aria-hidden="true"
            className="block shrink-0 bg-(image:--lb-logo) bg-contain bg-center bg-no-repeat"
          />
          <span
            data-slot="logo-name"
            className={cn(
              // a long casino name gives way on a narrow phone rather than push the account off screen
              // under 360 px only the mark shows, so the account beside it keeps its room (the name stays its name)
              'min-w-0 truncate py-0.5 font-display leading-none font-extrabold tracking-tight max-xs:sr-only',
              markOnly && 'sr-only',
            )}
          >
            {casinoName}
          </span>
        </>
      )}
    </AppLink>
  );
}

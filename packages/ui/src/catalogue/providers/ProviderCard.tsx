import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Provider } from '@lobby/domain';
import type * as React from 'react';
import { useId } from 'react';
import { buttonVariants } from '../../components/button/Button.tsx';
import { cn } from '../../lib/cn.ts';
import { AppLink } from '../../lib/link.tsx';

/** A provider's logo, or its initials on a neutral disc while there is none. */
export function ProviderLogo({
  name,
  logo,
  className,
}: {
  name: string;
  logo?: string | null;
  className?: string;
}) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  return (
    <span
      data-slot="provider-logo"
      aria-hidden="true"
      className={cn(
        'flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-full bg-surface-sunken font-display text-lg font-bold text-fg-muted',
        className,
      )}
    >
      {logo ? (
        <img src={logo} alt="" loading="lazy" decoding="async" className="size-full object-contain" />
      ) : (
        initials
      )}
    </span>
  );
}

export type ProviderCardProps = Omit<React.ComponentProps<'article'>, 'children'> & {
  provider: Pick<Provider, 'name' | 'gamesCount'>;
  href: string;
  logo?: string | null;
};

/** A provider on /providers: logo, name, game count and 'Explore Games'. */
export function ProviderCard({ className, provider, href, logo, ...props }: ProviderCardProps) {
  const { t } = useLingui();
  const nameId = useId();
  const count = provider.gamesCount;
  return (
    <article
      data-slot="provider-card"
      aria-labelledby={nameId}
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border border-border bg-surface p-5 text-center shadow-card',
        className,
      )}
      {...props}
    >
      <ProviderLogo name={provider.name} logo={logo} />
      <div className="flex flex-col gap-0.5">
        <h2 id={nameId} className="m-0 text-base font-bold text-fg">
          {provider.name}
        </h2>
        <p className="m-0 text-sm text-fg-muted tabular-nums">
          {t({ message: plural(count, { one: '# game', other: '# games' }), comment: 'Size of a game list' })}
        </p>
      </div>
      <AppLink
        href={href}
        aria-describedby={nameId}
        className={buttonVariants({ variant: 'outline', size: 'sm', block: true })}
      >
        {t({ message: 'Explore Games', comment: 'Link from a provider card to its games' })}
      </AppLink>
    </article>
  );
}

export type ProvidersGridProps<T extends Pick<Provider, 'name' | 'gamesCount' | 'shortname'>> = Omit<
  React.ComponentProps<'ul'>,
  'children'
> & {
  /** In display order (the domain's `listedProviders`: sportsbook hidden, custom order). */
  providers: readonly T[];
  hrefFor: (provider: T) => string;
  logoFor?: (provider: T) => string | null;
};

/**
 * The /providers page's grid of provider cards. Implements the /providers route of §2 and the provider info box
 * of §2 Page chrome.
 */
export function ProvidersGrid<T extends Pick<Provider, 'name' | 'gamesCount' | 'shortname'>>({
  className,
  providers,
  hrefFor,
  logoFor,
  ...props
}: ProvidersGridProps<T>) {
  return (
    <ul
      data-slot="providers-grid"
      className={cn(
        // one card a row on the narrowest phones (under 360 px), where two would not fit their button
        'm-0 grid list-none grid-cols-1 gap-3 p-0 xs:grid-cols-2 sm:grid-cols-3 md:gap-4 lg:grid-cols-4 xl:grid-cols-5 2xl:grid-cols-6',
        className,
      )}
      {...props}
    >
      {providers.map((provider) => (
        <li key={provider.shortname} className="flex">
          <ProviderCard
            provider={provider}
            href={hrefFor(provider)}
            logo={logoFor?.(provider)}
            className="flex-1"
          />
        </li>
      ))}
    </ul>
  );
}

export type ProviderInfoBoxProps = Omit<React.ComponentProps<'aside'>, 'children'> & {
  provider: Pick<Provider, 'name'>;
  href: string;
  logo?: string | null;
  /** The provider's translated blurb, when one exists. */
  blurb?: React.ReactNode;
};

/** Provider info box: logo and a link to the provider page, with the blurb when there is one. */
export function ProviderInfoBox({ className, provider, href, logo, blurb, ...props }: ProviderInfoBoxProps) {
  const { t } = useLingui();
  const name = provider.name;
  return (
    <aside
      data-slot="provider-info-box"
      aria-label={t({ message: `About ${name}`, comment: 'Box about a game provider' })}
      className={cn('flex items-start gap-4 rounded-xl border border-border bg-surface p-4', className)}
      {...props}
    >
      <ProviderLogo name={name} logo={logo} />
      <div className="flex min-w-0 flex-col gap-1.5">
        <AppLink
          href={href}
          className="rounded-sm text-base font-bold text-link underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          {t({ message: `${name} games`, comment: 'Link to the page of one provider' })}
        </AppLink>
        {blurb ? <div className="text-sm text-fg-muted">{blurb}</div> : null}
      </div>
    </aside>
  );
}

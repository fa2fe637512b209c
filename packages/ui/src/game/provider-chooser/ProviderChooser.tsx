import { useLingui } from '@lingui/react/macro';
import type * as React from 'react';
import { useId } from 'react';
import { GameThumbnail, type GameThumbnailSource } from '../../catalogue/game-tile/GameThumbnail.tsx';
import { ChevronRightWideIcon } from '../../components/icon/icons.tsx';
import { cn } from '../../lib/cn.ts';

/** One way to play the game: a provider of the launch response. */
export interface ProviderChoice {
  /** The provider's shortname, passed back to `onChoose`. */
  id: string;
  /** The provider's display name. */
  name: string;
}

export type ProviderChooserProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  gameName: string;
  providers: readonly ProviderChoice[];
  onChoose: (providerId: string) => void;
  /** The game's landscape thumbnail above the choices. */
  thumbnail?: GameThumbnailSource | null;
};

/** A game several providers offer first asks which one to play (§2): one 'By {provider}' button each. */
export function ProviderChooser({
  className,
  gameName,
  providers,
  onChoose,
  thumbnail,
  ...props
}: ProviderChooserProps) {
  const { t } = useLingui();
  const headingId = useId();
  return (
    <section
      data-slot="provider-chooser"
      aria-labelledby={headingId}
      className={cn(
        'mx-auto flex w-full max-w-md flex-col gap-5 rounded-xl border border-border bg-surface p-6 text-fg shadow-card',
        className,
      )}
      {...props}
    >
      <div className="flex items-center gap-4">
        {thumbnail !== undefined ? (
          <GameThumbnail
            source={thumbnail}
            orientation="landscape"
            className="w-24 shrink-0 overflow-hidden rounded-lg shadow-card"
          />
        ) : null}
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={headingId} className="m-0 text-xl leading-7 font-bold">
            {t`Choose a provider`}
          </h2>
          <p className="m-0 text-sm text-fg-muted">
            {t({ message: `${gameName} is offered by more than one provider.`, comment: 'Provider chooser' })}
          </p>
        </div>
      </div>
      <ul className="m-0 flex list-none flex-col gap-2 p-0">
        {providers.map(({ id, name: providerName }) => (
          <li key={id}>
            <button
              type="button"
              onClick={() => onChoose(id)}
              className="flex h-12 w-full cursor-pointer items-center justify-between gap-3 rounded-lg border border-border-strong bg-surface-raised px-4 text-left text-sm font-semibold text-fg transition-colors hover:border-primary hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-fg-muted"
            >
              <span>
                {t({ message: `By ${providerName}`, comment: 'Button: play the game from this provider' })}
              </span>
              <ChevronRightWideIcon />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

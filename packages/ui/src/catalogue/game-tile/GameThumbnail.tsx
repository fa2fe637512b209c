import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { useState } from 'react';
import { ImageIcon } from '../../components/icon/icons.tsx';
import { cn } from '../../lib/cn.ts';

/** Where a thumbnail comes from: a webp for browsers that take it, a jpg for the rest (§7 composes both). */
export interface GameThumbnailSource {
  readonly webp?: string | null;
  readonly jpg: string;
}

export type ThumbnailOrientation = 'portrait' | 'landscape';

export const gameThumbnailVariants = cva(
  'relative block w-full overflow-hidden bg-surface-sunken [&_img]:size-full [&_img]:object-cover',
  {
    variants: {
      orientation: {
        portrait: 'aspect-[3/4]',
        landscape: 'aspect-[4/3]',
      } satisfies Record<ThumbnailOrientation, string>,
    },
    defaultVariants: { orientation: 'portrait' },
  },
);

type LoadState = 'loading' | 'loaded' | 'error';

export type GameThumbnailProps = Omit<React.ComponentProps<'span'>, 'children'> &
  VariantProps<typeof gameThumbnailVariants> & {
    /** null: no image known, the placeholder stays. */
    source: GameThumbnailSource | null;
    /** Thumbnails sit next to the game's name, so they are decorative unless told otherwise. */
    alt?: string;
    /** Rows above the fold may load eagerly; everything else waits until it is near the viewport. */
    loading?: 'lazy' | 'eager';
  };

/**
 * A game's picture in a box of fixed aspect ratio, so nothing moves when it arrives. A neutral placeholder
 * shows while it loads and stays when it fails. `data-state` tells loading, loaded and failed apart.
 */
export function GameThumbnail({
  className,
  orientation,
  source,
  alt = '',
  loading = 'lazy',
  ...props
}: GameThumbnailProps) {
  return (
    <span
      data-slot="game-thumbnail-frame"
      data-orientation={orientation ?? 'portrait'}
      className={cn(gameThumbnailVariants({ orientation }), className)}
      {...props}
    >
      {/* a new source starts over from "loading" */}
      <ThumbnailImage
        key={source ? `${source.webp ?? ''}|${source.jpg}` : 'none'}
        source={source}
        alt={alt}
        loading={loading}
      />
    </span>
  );
}

function ThumbnailImage({
  source,
  alt,
  loading,
}: {
  source: GameThumbnailSource | null;
  alt: string;
  loading: 'lazy' | 'eager';
}) {
  const [state, setState] = useState<LoadState>(source ? 'loading' : 'error');
  return (
    <span data-slot="game-thumbnail" data-state={state} className="absolute inset-0 block">
      {/* under the picture, which covers it as soon as it paints; gone once it has loaded */}
      <span
        aria-hidden="true"
        className={cn(
          'absolute inset-0 flex items-center justify-center rounded-[inherit] text-fg-muted/60 ring-1 ring-border transition-opacity ring-inset [&_svg]:size-1/4',
          state === 'loaded' && 'opacity-0',
        )}
      >
        {state === 'error' ? <ImageIcon /> : null}
      </span>
      {source ? (
        <picture>
          {source.webp ? <source srcSet={source.webp} type="image/webp" /> : null}
          <img
            src={source.jpg}
            alt={alt}
            loading={loading}
            decoding="async"
            draggable={false}
            // an image already in the cache may finish before React attaches onLoad
            ref={(img) => {
              if (img?.complete && img.naturalWidth > 0) setState('loaded');
            }}
            onLoad={() => setState('loaded')}
            onError={() => setState('error')}
            // shown as it arrives, without waiting for script to fade it in: the first screen's games
            // appear the moment their pictures do, however busy the page is
            className={cn('duration-base relative transition-[scale]', state === 'error' && 'invisible')}
          />
        </picture>
      ) : null}
    </span>
  );
}

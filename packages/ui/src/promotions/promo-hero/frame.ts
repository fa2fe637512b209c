import { cva } from 'class-variance-authority';

/**
 * The hero's frame. Its height never depends on the content: on a phone a 2:1 picture over a text panel of
 * fixed height; from 768 px the text on the left and the picture on the right at a fixed aspect ratio. So the
 * loading state, one slide and several all take the same room and nothing below them moves. It clips the
 * slides without being a scroll box: focus landing on a slide still sliding in would otherwise scroll the
 * frame sideways and leave every slide half out of it.
 */
export const promoHeroVariants = cva(
  'relative overflow-clip rounded-xl border border-border bg-surface-raised text-fg shadow-card',
);

/** One slide's box: the picture and the panel, the same for the skeleton. */
export const SLIDE =
  'grid w-full shrink-0 grid-rows-[auto_12rem] md:aspect-[5/2] md:grid-cols-[2fr_3fr] md:grid-rows-1 lg:aspect-[7/2]';
export const PICTURE =
  'aspect-[2/1] size-full overflow-hidden bg-surface-sunken md:order-last md:aspect-auto';
export const PANEL = 'flex min-h-0 flex-col justify-center gap-2 p-4 md:gap-3 md:p-6 lg:p-8';

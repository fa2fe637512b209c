import { useLingui } from '@lingui/react/macro';
import { CustomPromoFrame } from './CustomPromoFrame.tsx';
import type { CustomPromoBlockData } from './custom-document.ts';

/** The promo carousel's slides: one per block side by side, the current one slid into view. */
export function CustomPromoTrack({
  blocks,
  current,
  playing,
  reducedMotion,
  speedMs,
  colorScheme,
  sizedAt,
}: {
  blocks: readonly CustomPromoBlockData[];
  current: number;
  playing: boolean;
  reducedMotion: boolean;
  speedMs: number;
  colorScheme: 'light' | 'dark';
  sizedAt: (i: number) => () => void;
}) {
  const { t } = useLingui();
  const count = blocks.length;
  return (
    // clips without being a scroll box, which focus moving into a slide still sliding in would scroll
    <div className="overflow-clip rounded-xl">
      <div
        data-slot="custom-promos-track"
        data-index={current}
        aria-live={playing ? 'off' : 'polite'}
        className="flex items-start transition-transform ease-standard"
        style={{
          transform: `translateX(-${current * 100}%)`,
          transitionDuration: reducedMotion ? '0ms' : `${speedMs}ms`,
        }}
      >
        {blocks.map((block, i) => {
          const position = i + 1;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the carousel pattern's slide is a group, not a fieldset
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no id of their own and never reorder
              key={i}
              role="group"
              aria-roledescription={t`slide`}
              aria-label={t`${position} of ${count}`}
              aria-hidden={i !== current}
              inert={i !== current}
              className="w-full shrink-0"
            >
              <CustomPromoFrame
                block={block}
                title={t`Promotion ${position}`}
                colorScheme={colorScheme}
                onSized={sizedAt(i)}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}

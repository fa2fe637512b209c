import { useLingui } from '@lingui/react/macro';
import {
  ChevronLeftWideIcon,
  ChevronRightWideIcon,
  PauseIcon,
  PlayIcon,
} from '../../components/icon/icons.tsx';
import { IconButton } from '../../components/icon-button/IconButton.tsx';
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
    <div className="overflow-hidden rounded-xl">
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

/** The promo carousel's controls: previous and next (from 800 px wide), play/pause, and one dot per slide. */
export function CustomPromoControls({
  count,
  current,
  canPlay,
  stopped,
  onStoppedToggle,
  go,
}: {
  count: number;
  current: number;
  canPlay: boolean;
  stopped: boolean;
  onStoppedToggle: () => void;
  go: (next: number) => void;
}) {
  const { t } = useLingui();
  return (
    <div className="flex items-center justify-center gap-2">
      <IconButton
        size="sm"
        variant="outline"
        data-action="previous"
        label={t`Previous promotion`}
        onClick={() => go(current - 1)}
        className="rounded-full max-[799px]:hidden"
      >
        <ChevronLeftWideIcon />
      </IconButton>
      {canPlay ? (
        <IconButton
          size="sm"
          data-action={stopped ? 'play' : 'pause'}
          label={stopped ? t`Play slideshow` : t`Pause slideshow`}
          onClick={onStoppedToggle}
          className="text-fg-muted"
        >
          {stopped ? <PlayIcon /> : <PauseIcon />}
        </IconButton>
      ) : null}
      {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form fieldset */}
      <div role="group" aria-label={t`Choose a promotion`} className="flex items-center gap-1">
        {Array.from({ length: count }, (_, i) => {
          const position = i + 1;
          return (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: one dot per slide, in slide order
              key={i}
              type="button"
              data-slide={i}
              aria-label={t`Show promotion ${position}`}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => go(i)}
              className="group inline-flex size-6 cursor-pointer items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-focus"
            >
              <span className="block size-2.5 rounded-full bg-border-strong transition-colors group-hover:bg-fg-muted group-aria-[current=true]:w-5 group-aria-[current=true]:bg-primary" />
            </button>
          );
        })}
      </div>
      <IconButton
        size="sm"
        variant="outline"
        data-action="next"
        label={t`Next promotion`}
        onClick={() => go(current + 1)}
        className="rounded-full max-[799px]:hidden"
      >
        <ChevronRightWideIcon />
      </IconButton>
    </div>
  );
}

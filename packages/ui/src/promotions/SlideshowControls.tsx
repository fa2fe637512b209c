import { useLingui } from '@lingui/react/macro';
import { ChevronLeftWideIcon, ChevronRightWideIcon } from '../components/icon/icons.tsx';
import { IconButton } from '../components/icon-button/IconButton.tsx';
import { PauseButton } from '../components/icon-button/PauseButton.tsx';

/** A promo slideshow's controls: previous and next (from 800 px wide), play/pause, and one dot per slide. */
export function SlideshowControls({
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
        <PauseButton
          stopped={stopped}
          pauseLabel={t`Pause slideshow`}
          playLabel={t`Play slideshow`}
          onStoppedToggle={onStoppedToggle}
          className="text-fg-muted"
        />
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
              <span className="block size-2.5 rounded-full bg-border-strong transition-colors group-hover:bg-fg-muted group-aria-[current=true]:w-5 group-aria-[current=true]:bg-primary forced-colors:bg-[CanvasText] forced-colors:group-aria-[current=true]:bg-[HighlightText]" />
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

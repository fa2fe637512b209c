import { PauseIcon, PlayIcon } from '../icon/icons.tsx';
import { IconButton, type IconButtonProps } from './IconButton.tsx';

export type PauseButtonProps = Omit<IconButtonProps, 'label' | 'pressed' | 'children' | 'onClick'> & {
  /** Whether the player has paused the movement: the button then offers to play it again. */
  stopped: boolean;
  /** The name while it moves, e.g. "Pause winners". */
  pauseLabel: string;
  /** The name once paused, e.g. "Play winners". */
  playLabel: string;
  onStoppedToggle: () => void;
};

/**
 * The one way the lobby lets a player pause something that moves by itself (WCAG 2.2.2): a button named for
 * what it will do, "Pause …" while it moves and "Play …" once paused, with `data-action` saying the same.
 * Serves what moves in §2: the promotions slideshow, the winners ticker and the random-play badges.
 */
export function PauseButton({ stopped, pauseLabel, playLabel, onStoppedToggle, ...props }: PauseButtonProps) {
  return (
    <IconButton
      size="sm"
      data-action={stopped ? 'play' : 'pause'}
      label={stopped ? playLabel : pauseLabel}
      onClick={onStoppedToggle}
      {...props}
    >
      {stopped ? <PlayIcon /> : <PauseIcon />}
    </IconButton>
  );
}

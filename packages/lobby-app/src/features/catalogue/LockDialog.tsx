import { GameLockDialog, type GameLockDialogProps } from '@lobby/ui';

/** The game-lock dialog in a chunk of its own: it loads when a locked tile is first clicked. */
export default function LockDialog(props: GameLockDialogProps) {
  return <GameLockDialog {...props} />;
}

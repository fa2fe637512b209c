import { useEffect } from 'react';
import { checkBalanceAfterGame } from './post-game.ts';
import { useBalanceTexts } from './texts.ts';

/**
 * Runs the post-game balance check once the lobby is back after a full reload (a game's exit button opened
 * the lobby in the whole window). Coming back inside the lobby, the game page runs it as it closes.
 */
export function PostGameCheck() {
  const texts = useBalanceTexts();
  useEffect(() => {
    void checkBalanceAfterGame(texts);
  }, [texts]);
  return null;
}

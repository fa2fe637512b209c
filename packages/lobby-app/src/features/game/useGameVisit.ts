import { type LaunchedGame, runsPostGameBalanceCheck } from '@lobby/domain';
import { useEffect } from 'react';
import { recordRecentGame } from '../../state/local-stores.ts';
import { session } from '../../state/session.ts';
import { wallet } from '../../state/wallet.ts';
import { balanceCheckOn, checkBalanceAfterGame, rememberBalanceBeforeGame } from './post-game.ts';
import { useBalanceTexts } from './texts.ts';

export interface GameVisit {
  /** The launched game, or null until the launcher answered with one. */
  launched: LaunchedGame | null;
  shortname: string;
  provider: string | null;
  realMoney: boolean;
  isGuest: boolean;
}

/**
 * What a visit to a launched game leaves behind (§4): the game goes to the front of the recent list, and,
 * while the post-game balance check is on, a logged-in real-money visit notes the balance so the check runs
 * when the player leaves.
 */
export function useGameVisit({ launched, shortname, provider, realMoney, isGuest }: GameVisit): void {
  const balanceTexts = useBalanceTexts();
  useEffect(() => {
    if (!launched) return;
    recordRecentGame({ shortname, provider: launched.provider || provider });
  }, [launched, shortname, provider]);
  useEffect(() => {
    const mode = realMoney ? 'real' : 'fun';
    if (!launched || !runsPostGameBalanceCheck({ checkOn: balanceCheckOn(), mode, isGuest })) return;
    rememberBalanceBeforeGame(wallet.balances?.balance ?? session.player?.balances.balance ?? null);
    return () => {
      void checkBalanceAfterGame(balanceTexts);
    };
  }, [launched, realMoney, isGuest, balanceTexts]);
}

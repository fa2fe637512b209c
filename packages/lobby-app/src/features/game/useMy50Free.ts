import {
  type CasinoConfig,
  isMy50FreeEligible,
  type LaunchedGame,
  type MoneyMode,
  MY50FREE_PROMPT_DELAY_MS,
  type Player,
  shouldRedeemMy50Free,
} from '@lobby/domain';
import { useElapsed } from '@lobby/ui';
import { useEffect, useState } from 'react';
import { readMy50Free, writeMy50Free } from '../../state/local-stores.ts';
import { services } from '../../state/services.ts';

export interface My50FreeVisit {
  /** The launched game, or null until the launcher answered with one. */
  launched: LaunchedGame | null;
  config: CasinoConfig | null;
  player: Player | null;
  money: MoneyMode;
}

/**
 * my50free on the game page (§2, §4): the prompt after 60 s for eligible visitors playing for fun money, noted as displayed
 * once shown, and the coupon redeemed automatically after a new player's real-money visit.
 */
export function useMy50Free({ launched, config, player, money }: My50FreeVisit) {
  const isGuest = player === null;
  const eligible =
    launched !== null &&
    isMy50FreeEligible({
      mode: money,
      isFusion: config?.isFusion ?? false,
      funMoneyCasino: config?.funMoneyCasino ?? false,
      isGuest,
      playerClass: player?.playerClass ?? '',
      flag: readMy50Free(),
    });
  const due = useElapsed(MY50FREE_PROMPT_DELAY_MS, eligible);
  const [closed, setClosed] = useState(false);
  const open = due && !closed;
  useEffect(() => {
    if (open && readMy50Free() === null) writeMy50Free('displayed');
  }, [open]);
  const playerClass = player?.playerClass;
  useEffect(() => {
    if (!launched || !services.api) return;
    const redeem = shouldRedeemMy50Free({
      flag: readMy50Free(),
      isGuest,
      playerClass: playerClass ?? '',
      mode: money,
    });
    if (!redeem) return;
    writeMy50Free('redeemed');
    // §7: the answer is not used
    void services.api.redeemMy50Free();
  }, [launched, isGuest, playerClass, money]);
  return { eligible, open, close: () => setClosed(true) };
}

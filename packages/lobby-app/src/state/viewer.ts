import { type LobbyViewer, viewerOf } from '@lobby/domain';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { session } from './session.ts';
import { wallet } from './wallet.ts';

/** Who is looking at the lobby (guest or player, fusion, currency, casino name, logos), kept up to date. */
export function useViewer(): LobbyViewer {
  const { config, player } = useSnapshot(session);
  const walletCurrency = useSnapshot(wallet).balances?.currencyCode ?? null;
  return useMemo(
    () => viewerOf(config as typeof session.config, player as typeof session.player, walletCurrency),
    [config, player, walletCurrency],
  );
}

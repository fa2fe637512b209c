import { LanguageSwitch, type Locale, ProfileBox, QuickAccessBar } from '@lobby/ui';
import { useSnapshot } from 'valtio';
import { openCashier } from '../../features/wallet/open-cashier.ts';
import { session } from '../../state/session.ts';
import { useViewer } from '../../state/viewer.ts';
import { wallet } from '../../state/wallet.ts';

/** The header's right-hand actions: the language switch, and a player's balance, deposit and inbox. */
export function HeaderActions({ onLocaleChange }: { onLocaleChange: (locale: Locale) => void }) {
  const { language, player } = useSnapshot(session);
  const { balances, unread } = useSnapshot(wallet);
  const { currency } = useViewer();
  return (
    <>
      <LanguageSwitch value={language} onValueChange={onLocaleChange} className="hidden xl:inline-flex" />
      {player ? (
        <QuickAccessBar
          balance={balances?.balance ?? null}
          currency={currency}
          onDeposit={openCashier}
          unread={unread}
          inboxHref="/dashboard/messagecenter"
        />
      ) : null}
    </>
  );
}

/** The logged-in player's profile box: name, VIP level and balances. */
export function PlayerProfile() {
  const { player } = useSnapshot(session);
  const { balances } = useSnapshot(wallet);
  const { currency, isFusion } = useViewer();
  if (!player) return null;
  return (
    <ProfileBox
      firstName={player.fname}
      lastName={player.lname}
      vipName={player.classDisplayName || null}
      vipLevel={player.classVipLevel || null}
      balances={balances ?? player.balances}
      currency={currency}
      fusion={isFusion}
    />
  );
}

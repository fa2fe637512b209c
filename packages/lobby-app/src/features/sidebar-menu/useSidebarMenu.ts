import { bankingLabel, dfsDashboardLink, menuFor, ok } from '@lobby/domain';
import type { MoreLinks, SidebarCallbacks, SidebarOptions } from '@lobby/ui';
import { useContext } from 'react';
import { useSnapshot } from 'valtio';
import { useQuery } from '../../platform/query/useQuery.ts';
import { releasePlayerData } from '../../state/player-data.ts';
import { services } from '../../state/services.ts';
import { session } from '../../state/session.ts';
import { ui } from '../../state/ui.ts';
import { readCookie } from '../../state/web-storage.ts';
import { openLiveChat } from '../live-chat/open-live-chat.ts';
import { ThemeChange } from './theme-change.ts';

/** A player's refer-a-friend link for the 'More' menu, loaded once per visit (null: none, or not yet). */
function useReferAFriend(playerId: string | null): string | null {
  const api = services.api;
  const link = useQuery(
    playerId === null || !api
      ? null
      : {
          key: ['refer-a-friend', playerId],
          load: async ({ signal }) => {
            const { loadReferAFriendHref } = await import('../widgets/refer-a-friend.ts');
            return ok(await loadReferAFriendHref(api, window.location.origin, signal));
          },
          // once per visit, whatever the answer
          freshMs: Number.POSITIVE_INFINITY,
        },
  );
  return playerId === null ? null : (link.data ?? null);
}

/**
 * What the sidebar, the mobile menu and the game page's side menu list (§2 sidebar): the casino's navigation
 * and launcher menus in the player's language, the 'More' links, the banking label of this casino, and what
 * their buttons do. The theme changes through the shell's `ThemeChange`.
 */
export function useSidebarMenu({
  settled,
  navigate,
}: {
  /** Whether the page has settled: the refer-a-friend link waits for it. */
  settled: boolean;
  navigate: (to: string) => void;
}): { options: SidebarOptions; callbacks: SidebarCallbacks } {
  const onThemeChange = useContext(ThemeChange);
  if (!onThemeChange)
    throw new Error('The sidebar menu is used outside the shell: ThemeChange is not given.');
  const s = useSnapshot(session);
  const config = s.config;
  const player = s.player;
  const referAFriend = useReferAFriend(player && settled ? String(player.pid) : null);
  const links: MoreLinks = {
    referAFriend,
    vip: config?.pages.vipprogram ?? null,
    loyalty: player ? '/dashboard/loyalty' : null,
    dailyFreeSpins: dfsDashboardLink(config, s.dfsAnswer, player !== null),
    banking: config?.pages.banking ?? null,
    contact: config?.pages.contact ?? null,
    terms: config?.pages.terms ?? null,
  };
  const options: SidebarOptions = {
    loggedIn: player !== null,
    fusion: config?.isFusion ?? false,
    navigation: config ? menuFor(config.navigation, s.language, config) : [],
    launcher: config ? menuFor(config.launcher, s.language, config) : [],
    links,
    bankingLabel: bankingLabel(config?.casinoId ?? null),
    showRollback: readCookie('tryout') !== null,
  };
  const callbacks: SidebarCallbacks = {
    onSearch: () => {
      ui.searchOpen = true;
    },
    onLiveSupport: openLiveChat,
    onLogOut: () => {
      // a shared device: nothing of this player's is left for the next person, their offline start included
      void releasePlayerData()
        .then(() => import('../auth/login.ts'))
        .then(({ logOut }) => logOut(navigate));
    },
    onRollback: async () => {
      await services.api?.rollbackTryout();
      window.location.reload();
    },
    theme: s.theme,
    onThemeChange,
  };
  return { options, callbacks };
}

import { classifyLink } from '@lobby/domain';
import type { Api } from '../../api/index.ts';

/**
 * The refer-a-friend link of the sidebar's 'More' menu (?raf, §7): the casino's page for it when it names one,
 * else its link. Only a link the lobby would follow from server content is used (http(s) or a path; never
 * `javascript:` and the like); no link at all leaves the entry out of the menu.
 *
 * @example
 * referAFriendHref({ page: '/dashboard/refer-a-friend', url: null }, 'https://casino.example'); // '/dashboard/refer-a-friend'
 * referAFriendHref({ page: 'javascript:alert(1)', url: null }, 'https://casino.example'); // null
 */
export function referAFriendHref(
  raf: { readonly page: string | null; readonly url: string | null },
  origin: string,
): string | null {
  for (const candidate of [raf.page, raf.url]) {
    if (!candidate) continue;
    const target = classifyLink(candidate, { origin, appPathOf: () => null });
    if (target?.kind === 'page' || target?.kind === 'external') return target.href;
  }
  return null;
}

/** Loads a player's refer-a-friend link; a failed call leaves the entry out. */
export async function loadReferAFriendHref(
  api: Api,
  origin: string,
  signal?: AbortSignal,
): Promise<string | null> {
  const result = await api.getReferAFriend(signal ? { signal } : undefined);
  return result.ok ? referAFriendHref(result.value, origin) : null;
}

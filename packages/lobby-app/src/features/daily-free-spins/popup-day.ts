import { dfsPopupDue } from '@lobby/domain';
import { readStorage, writeStorage } from '../../state/web-storage.ts';

/** localStorage: the server day the daily free spins popped up by themselves (once a day, §4). */
export const DFS_POPUP_DAY_KEY = 'dfs_popup_day';

/** Whether the popup may open on its own today; records the day when it may. */
export function claimPopupDay(today: string): boolean {
  if (!dfsPopupDue(readStorage('local', DFS_POPUP_DAY_KEY), today)) return false;
  writeStorage('local', DFS_POPUP_DAY_KEY, today);
  return true;
}

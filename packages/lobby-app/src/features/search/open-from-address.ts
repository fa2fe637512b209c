import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { ui } from '../../state/ui.ts';

/** §2: `?search` in the address opens the search dialog, on whichever page the address shows. */
export function useSearchFromAddress(): void {
  const wantsSearch = new URLSearchParams(useSearch()).has('search');
  useEffect(() => {
    if (wantsSearch) ui.searchOpen = true;
  }, [wantsSearch]);
}

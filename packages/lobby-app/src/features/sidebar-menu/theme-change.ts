import type { Theme } from '@lobby/ui';
import { createContext } from 'react';

/**
 * How the lobby changes its theme (main.tsx applies and saves it). The shell hands it down through this
 * context, so the sidebar of every page, the game page's side menu included, does the same.
 */
export const ThemeChange = createContext<((theme: Theme) => void) | null>(null);

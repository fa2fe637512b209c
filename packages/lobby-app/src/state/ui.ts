import { proxy } from 'valtio';

/** A prompt to log in, with the path to come back to afterwards. */
export interface LoginPrompt {
  returnTo: string;
  /** Already translated reason, e.g. "Don't miss out! Log in now to play Cash Bandits". */
  reason: string | null;
}

/** What is open on screen: modals, search, sidebars (§2). */
export interface UiState {
  searchOpen: boolean;
  sidebarOpen: boolean;
  mobileMenuOpen: boolean;
  loginPrompt: LoginPrompt | null;
  quickDepositOpen: boolean;
  demoPanelOpen: boolean;
  dailyFreeSpinsOpen: boolean;
  /**
   * Whether the chrome shows the casino's extras that arrive on their own schedule: the announcement banner
   * and the header widgets. Always on in the lobby; page stories turn them off unless a story is about them,
   * so a late banner never moves a page under review.
   */
  chromeExtras: boolean;
}

export const ui = proxy<UiState>({
  searchOpen: false,
  sidebarOpen: true,
  mobileMenuOpen: false,
  loginPrompt: null,
  quickDepositOpen: false,
  demoPanelOpen: false,
  dailyFreeSpinsOpen: false,
  chromeExtras: true,
});

export function promptLogin(returnTo: string, reason: string | null = null): void {
  ui.loginPrompt = { returnTo, reason };
}

/**
 * What the lobby may ask of the demo casino beyond the calls of §7: its switches (the demo panel) and the
 * stand-in login. In the browser the casino runs in its service worker and answers by message (promises);
 * in Storybook it is an in-page `DemoCasino` (plain values). Callers await either.
 */
import type { DemoProfile, DemoSettings } from './settings.ts';

export interface DemoCasinoControl {
  /** The switches as last known. */
  readonly settings: DemoSettings;
  update(change: Partial<DemoSettings>): DemoSettings | Promise<DemoSettings>;
  login(profile: Exclude<DemoProfile, 'guest'>): DemoSettings | Promise<DemoSettings>;
  logout(): DemoSettings | Promise<DemoSettings>;
}

export interface DemoCasinoHandle {
  readonly casino: DemoCasinoControl;
  readonly stop: () => void;
}

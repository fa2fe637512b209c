/**
 * The demo casino: a stateful model of the platform behind §7. It answers in wire shapes (the handlers
 * only serialise and encode), keeps the player's changes for the browser session, and exposes switches and
 * a login stand-in for the demo panel.
 *
 * This class is the casino's front desk: its switches, its login stand-in, and the answer to each call
 * (answers.ts hands each call to the room of the platform it belongs to), all over one shared state
 * (casino/state.ts).
 */
import type { CallName } from '../api/calls.ts';
import type { RuntimeEnv } from '../api/env.ts';
import { ANSWERS, type CallRequest } from './answers.ts';
import { CasinoState, type DemoCasinoOptions, type DemoListener } from './casino/state.ts';
import type { WireCatalogue, WireGame } from './catalogue/wire.ts';
import type { DemoFault, DemoProfile, DemoSettings } from './settings.ts';

export type { DemoCasinoOptions, DemoListener };

export class DemoCasino {
  readonly env: RuntimeEnv;
  readonly now: () => number;
  private readonly casino: CasinoState;

  constructor(options: DemoCasinoOptions) {
    this.casino = new CasinoState(options);
    this.env = this.casino.env;
    this.now = this.casino.now;
  }

  // --- switches and login -------------------------------------------------------------------------------

  get settings(): DemoSettings {
    return this.casino.settings;
  }

  /** Changes switches (the demo panel); kept for the session. */
  update(change: Partial<DemoSettings>): DemoSettings {
    return this.casino.update(change);
  }

  subscribe(listener: DemoListener): () => void {
    return this.casino.subscribe(listener);
  }

  /** The platform's login, stood in: the next getconfig answers this player. */
  login(profile: Exclude<DemoProfile, 'guest'> = 'new'): DemoSettings {
    return this.update({ profile });
  }

  logout(): DemoSettings {
    return this.update({ profile: 'guest' });
  }

  get isLoggedIn(): boolean {
    return this.settings.profile !== 'guest';
  }

  /** The fault switched on for a call, if any. */
  faultFor(call: CallName): DemoFault | null {
    return this.settings.faults[call] ?? null;
  }

  setFault(call: CallName, fault: DemoFault | null): DemoSettings {
    const faults = { ...this.settings.faults };
    if (fault === null) delete faults[call];
    else faults[call] = fault;
    return this.update({ faults });
  }

  /** Forgets everything the players changed this session. */
  resetState(): void {
    this.casino.resetState();
  }

  // --- the catalogue and the answers ------------------------------------------------------------------------

  /** The generated catalogue (cached per seed, size, variant and day). */
  catalogue(): WireCatalogue {
    return this.casino.catalogue();
  }

  game(shortname: string): WireGame | null {
    return this.casino.game(shortname);
  }

  /** The wire answer to a call, as the handlers serialise it (see answers.ts). */
  answer(call: CallName, request: Partial<CallRequest> = {}): unknown {
    return ANSWERS[call](this.casino, {
      url: request.url ?? new URL('http://demo.invalid/'),
      form: request.form ?? new URLSearchParams(),
      json: request.json,
    });
  }
}

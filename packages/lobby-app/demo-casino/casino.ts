/**
 * The demo casino: a stateful model of the platform behind §7. It answers in wire shapes (the handlers
 * only serialise and encode), keeps the player's changes for the browser session, and exposes switches and
 * a login stand-in for the demo panel.
 *
 * This class is the casino's front desk: the shared state every room works on (casino/state.ts: the
 * switches, the players' changes, the catalogue), the login stand-in, the faults, and the answer to each
 * call (answers.ts hands each call to the room of the platform it belongs to).
 */
import type { CallName } from '../src/api/calls.ts';
import { ANSWERS, type CallRequest } from './answers.ts';
import { CasinoState, type DemoCasinoOptions } from './casino/state.ts';
import type { DemoFault, DemoProfile, DemoSettings } from './settings.ts';

export type { DemoCasinoOptions };

export class DemoCasino extends CasinoState {
  // --- login and faults --------------------------------------------------------------------------------------

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

  // --- the answers -------------------------------------------------------------------------------------------

  /** The wire answer to a call, as the handlers serialise it (see answers.ts). */
  answer(call: CallName, request: Partial<CallRequest> = {}): unknown {
    return ANSWERS[call](this, {
      url: request.url ?? new URL('http://demo.invalid/'),
      form: request.form ?? new URLSearchParams(),
      json: request.json,
    });
  }
}

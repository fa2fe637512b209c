/**
 * The messages between the lobby's page and the demo casino's service worker. The casino runs in the worker
 * (off the page's main thread, and out of the page's download); the page keeps the casino's state in its
 * session storage, as before, so a reload keeps favourites, coupons and balances, and a new tab starts fresh:
 *
 * - page → worker `hello`: this tab's id, its address (the `demo_*` switches), the env and the stored state.
 *   The worker answers with the casino's switches. A tab says hello as it starts, and again when the worker
 *   asks (`who`): a worker stopped by the browser comes back without its memory.
 * - page → worker `update`, `login`, `logout`: the demo panel and the demo login; answered with the switches.
 * - page → worker `claim`: a page the worker does not control (after a hard reload) asks to be taken over.
 * - worker → page `store`: a changed entry of the casino's state, for the page's session storage.
 */
import type { RuntimeEnv } from '../../src/api/env.ts';
import type { DemoProfile, DemoSettings } from '../settings.ts';

/** Marks every message of the demo casino, so neither side mistakes another's message for one. */
export const DEMO_CASINO_MESSAGE = 'lobby-demo-casino';

/** The casino's state in the page's session storage: entry name to text. */
export type StoredCasino = Readonly<Record<string, string | null>>;

export type ToWorker =
  | {
      readonly kind: 'hello';
      readonly tab: string;
      readonly search: string;
      readonly env: RuntimeEnv;
      readonly stored: StoredCasino;
      /** True as the page starts: its address's switches apply. False when the worker asked who it is. */
      readonly fresh: boolean;
      /** The page's clock: the tab's casino keeps time with it, as the casino did on the page. */
      readonly now: number;
    }
  | { readonly kind: 'update'; readonly tab: string; readonly change: Partial<DemoSettings> }
  | { readonly kind: 'login'; readonly tab: string; readonly profile: Exclude<DemoProfile, 'guest'> }
  | { readonly kind: 'logout'; readonly tab: string }
  /** A page the worker does not control yet (a hard reload) asks to be taken over. */
  | { readonly kind: 'claim' };

export type ToPage =
  | { readonly kind: 'store'; readonly key: string; readonly value: string | null }
  | { readonly kind: 'who' };

/** A reply to a page's message, on the port it sent along. */
export type Reply =
  | { readonly ok: true; readonly settings: DemoSettings }
  /** `unknownTab`: the worker has no casino for the tab (it was replaced or stopped); say hello, then ask again. */
  | { readonly ok: false; readonly error: string; readonly unknownTab?: boolean };

/** Wraps a message for the other side. */
export function envelope<T extends ToWorker | ToPage>(message: T): { type: string; message: T } {
  return { type: DEMO_CASINO_MESSAGE, message };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The message inside an envelope of the demo casino, or null for anything else. */
export function opened(data: unknown): Record<string, unknown> | null {
  if (!isRecord(data) || data.type !== DEMO_CASINO_MESSAGE || !isRecord(data.message)) return null;
  return data.message;
}

/** What each kind of page message needs besides a tab id, which all but `claim` carry. */
const MESSAGE_CHECKS = new Map<string, (message: Record<string, unknown>) => boolean>([
  [
    'hello',
    (m) =>
      m.tab !== '' &&
      typeof m.search === 'string' &&
      isRecord(m.env) &&
      isRecord(m.stored) &&
      typeof m.fresh === 'boolean' &&
      typeof m.now === 'number' &&
      Number.isFinite(m.now),
  ],
  ['update', (m) => isRecord(m.change)],
  ['login', (m) => typeof m.profile === 'string' && m.profile !== 'guest'],
  ['logout', () => true],
]);

/** A page's message to the worker, checked; null when it is not one. */
export function readToWorker(data: unknown): ToWorker | null {
  const message = opened(data);
  if (!message || typeof message.kind !== 'string') return null;
  if (message.kind === 'claim') return { kind: 'claim' };
  const check = MESSAGE_CHECKS.get(message.kind);
  return check && typeof message.tab === 'string' && check(message) ? (message as unknown as ToWorker) : null;
}

/** The worker's message to a page, checked; null when it is not one. */
export function readToPage(data: unknown): ToPage | null {
  const message = opened(data);
  if (!message) return null;
  if (message.kind === 'who') return { kind: 'who' };
  if (
    message.kind === 'store' &&
    typeof message.key === 'string' &&
    (typeof message.value === 'string' || message.value === null)
  )
    return { kind: 'store', key: message.key, value: message.value };
  return null;
}

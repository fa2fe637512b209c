/**
 * The typed API client: one plain async function per call of §7, each answering a Result. Most functions
 * are derived from the call table (calls.ts); the few that need more than one request are written below.
 * Build it once from the runtime env; pass `{ signal }` per call to cancel on a route change.
 *
 * @example
 * const api = createApi(env);
 * const games = await api.getGames({ signal });
 * if (games.ok) catalogue.games = games.value.games;
 * else console.warn(describeApiError(games.error));
 */
import {
  type Catalogue,
  type DepositOutcome,
  err,
  type InboxMessage,
  MessagesSchema,
  my50FreeRedeemForm,
  ok,
  parseCatalogueInSteps,
  parseWire,
  type Tournament,
  TournamentListSchema,
  TranslationsSchema,
} from '@lobby/domain';
import { nextTask } from '../platform/scheduling/next-task.ts';
import {
  CALL_CLIENT,
  type CallClient,
  type CallName,
  type DerivedCall,
  type DerivedName,
  type HandWrittenFunction,
} from './calls.ts';
import type { RuntimeEnv } from './env.ts';
import { browserSessionStorage, createMessageCache, type KeyValueStorage } from './message-cache.ts';
import { browserFrameHost, type FrameHost, submitIntoFrame } from './quick-deposit-frame.ts';
import {
  type ApiResult,
  type CallOptions,
  callUrl,
  fetchRaw,
  request,
  type TransportDeps,
} from './transport.ts';

export interface ApiOptions {
  /** The fetch to use; defaults to the global one, looked up per call so test interceptors apply. */
  readonly fetch?: typeof fetch;
  /** Aborts every call of this client. */
  readonly signal?: AbortSignal;
  /** Storage of the message-center cache; defaults to sessionStorage when available. */
  readonly storage?: () => KeyValueStorage | null;
  /** The clock of the message-center cache. */
  readonly now?: () => number;
  /** Where the quick-deposit frame lives; defaults to the browser document in the env's mode. */
  readonly frameHost?: FrameHost;
}

/** How many games are read per browser task: a long list is read in several short tasks, not one long one. */
export const GAMES_PER_TASK = 250;

/** Reads the game list a slice at a time, letting the browser work in between (see `parseCatalogueInSteps`). */
async function readCatalogue(raw: unknown): Promise<ApiResult<Catalogue>> {
  const steps = parseCatalogueInSteps(raw, GAMES_PER_TASK);
  let step = steps.next();
  while (!step.done) {
    await nextTask();
    step = steps.next();
  }
  const parsed = step.value;
  return parsed.ok
    ? parsed
    : err({ kind: 'schema', call: 'getgames', path: '(root)', message: parsed.error });
}

/** The function a derived call becomes: its `encode` argument (when it has one), then the call's options. */
type DerivedFunction<B> =
  B extends DerivedCall<string, infer T, infer I>
    ? [I] extends [undefined]
      ? (options?: CallOptions) => Promise<ApiResult<T>>
      : undefined extends I
        ? (input?: I, options?: CallOptions) => Promise<ApiResult<T>>
        : (input: I, options?: CallOptions) => Promise<ApiResult<T>>
    : never;

/** The client functions that follow from the call table. */
type DerivedFunctions = {
  readonly [C in DerivedName as CallClient[C]['fn']]: DerivedFunction<CallClient[C]>;
};

/** One function per derived call of the call table. */
function deriveFunctions(deps: TransportDeps): DerivedFunctions {
  const functions: Record<string, unknown> = {};
  for (const [name, side] of Object.entries(CALL_CLIENT) as [CallName, CallClient[CallName]][]) {
    if ('handWritten' in side) continue;
    const { fn, schema, encode, parts = {} } = side as DerivedCall<string, unknown, unknown>;
    functions[fn] = encode
      ? (input: unknown, o?: CallOptions) => request(deps, name, encode(input), schema, o)
      : (o?: CallOptions) => request(deps, name, parts, schema, o);
  }
  // the loop above writes exactly one function per derived call, typed by DerivedFunctions
  return functions as DerivedFunctions;
}

export function createApi(env: RuntimeEnv, options: ApiOptions = {}) {
  const deps: TransportDeps = {
    env,
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    ...(options.signal ? { signal: options.signal } : {}),
  };
  const messageCache = createMessageCache({
    storage: options.storage ?? browserSessionStorage,
    now: options.now ?? Date.now,
  });
  const frameHost = (): FrameHost | null =>
    options.frameHost ??
    (typeof document === 'undefined' || typeof window === 'undefined'
      ? null
      : browserFrameHost(document, window, env.demo ? 'fetch' : 'navigate', deps.fetch));

  const handWritten = {
    /** GET ?getgames: the catalogue, read by the domain (three newest marked New). */
    getGames: async (o?: CallOptions): Promise<ApiResult<Catalogue>> => {
      const raw = await fetchRaw(deps, 'getgames', {}, o);
      return raw.ok ? readCatalogue(raw.value) : raw;
    },
    /** GET ?getmessages, served from the 15-minute session cache unless `force` is set. */
    getMessages: async (o: CallOptions & { force?: boolean } = {}): Promise<ApiResult<InboxMessage[]>> => {
      if (!o.force) {
        const cached = messageCache.read();
        if (cached !== undefined) {
          const parsed = parseWire(MessagesSchema, cached);
          if (parsed.ok) return parsed;
        }
      }
      const result = await request(deps, 'getmessages', {}, MessagesSchema, o);
      if (result.ok) messageCache.write({ messages: result.value });
      return result;
    },
    /**
     * POST amount and cardID into a hidden frame and wait for the processor's report (see
     * quick-deposit-frame.ts). Needs a document, or an injected `frameHost`.
     */
    submitQuickDeposit: async (
      deposit: { amount: number; cardId: string },
      o: CallOptions = {},
    ): Promise<ApiResult<DepositOutcome>> => {
      const host = frameHost();
      if (host === null)
        return err({ kind: 'network', call: 'quickDepositSubmit', message: 'no document to host the frame' });
      return submitIntoFrame(
        host,
        callUrl(env, 'quickDepositSubmit'),
        { amount: String(deposit.amount), cardID: deposit.cardId },
        {
          timeoutMs: o.timeoutMs ?? env.timeouts.quickDepositSubmit ?? env.timeouts.default,
          signal: o.signal,
        },
      );
    },
    /**
     * GET {translationsBase}{LANG}-{name}.json, falling back to the English file when the language's file
     * is missing or unreadable (§5). Answers the entries and the language they are in.
     */
    getTranslations: async (
      language: string,
      name: string,
      o?: CallOptions,
    ): Promise<ApiResult<{ language: string; entries: Readonly<Record<string, string>> }>> => {
      const file = (lang: string) => `${env.translationsBase}${encodeURIComponent(`${lang}-${name}`)}.json`;
      const lang = language.toUpperCase();
      const first = await request(deps, 'translations', { url: file(lang) }, TranslationsSchema, o);
      if (first.ok) return ok({ language: lang, entries: first.value });
      if (lang === 'EN' || first.error.kind === 'aborted') return first;
      const english = await request(deps, 'translations', { url: file('EN') }, TranslationsSchema, o);
      return english.ok ? ok({ language: 'EN', entries: english.value }) : english;
    },
  } satisfies Record<HandWrittenFunction, unknown>;

  return {
    env,
    ...deriveFunctions(deps),
    ...handWritten,
    /** POST ?gettournaments with `home`: the home section's list. */
    getHomeTournaments: (lang: string, o?: CallOptions): Promise<ApiResult<Tournament[]>> =>
      request(deps, 'gettournaments', { form: { lang, home: '1' } }, TournamentListSchema, o),
    /** Forget the cached inbox, e.g. on logout or after reading a message. */
    clearMessageCache: (): void => messageCache.clear(),
    /** The automatic my50free redemption: redeem=MY50FREE, redirect false; its result is not used (§7). */
    redeemMy50Free: async (o?: CallOptions): Promise<ApiResult<undefined>> => {
      const result = await fetchRaw(deps, 'redeemCoupon', { form: { ...my50FreeRedeemForm() } }, o);
      return result.ok ? ok(undefined) : result;
    },
  };
}

/** The client: every call of §7 as a function. */
export type Api = ReturnType<typeof createApi>;

/**
 * The runtime environment: where the casino's controllers live, the assets host, the passphrase of encoded
 * responses and the time limits. It is read from `env.json` beside index.html at start-up, so one build
 * serves many casinos and no deployment secret is compiled in.
 */
import {
  ENV_CONTROLLER_KEYS,
  type EnvFile,
  EnvFileSchema,
  err,
  ok,
  parseWire,
  type Result,
  type SchemaIssue,
} from '@lobby/domain';
import { within } from '../platform/scheduling/time-limit.ts';
import { type CallName, type ControllerKey, toCallName } from './calls.ts';

/** The controllers of §7 besides the shared endpoint; each is an absolute URL once loaded. */
export type Controllers = Readonly<Record<Exclude<ControllerKey, 'endpoint' | 'translations'>, string>>;

export interface RuntimeEnv {
  /** true: the lobby runs on the built-in demo casino (the service worker answers every call). */
  readonly demo: boolean;
  /** The shared controller endpoint, selected by a query name (`?getconfig`). Absolute URL. */
  readonly endpoint: string;
  readonly controllers: Controllers;
  /** Origin and path images come from (`…/fusion/{provider}/…`, `…/rtg/…`); ends with '/'. */
  readonly assetsHost: string;
  /** Where `{LANG}-{name}.json` translation files live; ends with '/'. */
  readonly translationsBase: string;
  /** The passphrase of encoded responses: deployment configuration, never in code. */
  readonly passphrase: string;
  /** The path the lobby is served under, e.g. '/' or '/lobby/'. */
  readonly baseLocation: string;
  /** The page a game returns to (`returnurl` of a game URL). Absolute URL. */
  readonly exitPage: string;
  /**
   * The platform's login page (absolute URL), which the lobby opens with `returnurl` set to where the player
   * goes next; `login` beside index.html unless env.json sets `loginPage`. null only on the demo casino
   * without a `loginPage`: its own sign-in stands in for the platform's.
   */
  readonly loginPage: string | null;
  /** The platform's logout page (absolute URL): `logout` beside index.html unless set; null as `loginPage`. */
  readonly logoutPage: string | null;
  /** Player ids allowed into the sportsbook of casino 85 (§5): deployment configuration. */
  readonly sportsbookWhitelist: readonly string[];
  /**
   * Whether the balance is checked when the player leaves a real-money game (§4 "if on"): `true` unless
   * env.json sets `postGameBalanceCheck` to false.
   */
  readonly postGameBalanceCheck: boolean;
  /** Time limits in ms: `default` and optional overrides per call. */
  readonly timeouts: Readonly<{ default: number } & Partial<Record<CallName, number>>>;
}

const DEFAULT_TIMEOUT_MS = 15_000;

/** `value` resolved against `base`, when it is an http(s) URL; a folder ends with '/'. */
function resolveUrl(value: string, base: string, asFolder: boolean): string | null {
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return asFolder && !url.href.endsWith('/') ? `${url.href}/` : url.href;
}

/** Thrown inside {@link toRuntimeEnv} at the first field that cannot be used; answered as a value. */
class FieldProblem extends Error {
  constructor(
    readonly path: string,
    message = 'must be an http(s) URL',
  ) {
    super(message);
  }
}

/** The read file as the lobby's runtime env: URLs resolved against `baseUrl`, call names checked. */
function toRuntimeEnv(file: EnvFile, baseUrl: string): RuntimeEnv {
  const url = (path: string, value: string, asFolder = false) => {
    const resolved = resolveUrl(value, baseUrl, asFolder);
    if (resolved === null) throw new FieldProblem(path);
    return resolved;
  };
  const endpoint = url('endpoint', file.endpoint);
  const controllers = Object.fromEntries(
    ENV_CONTROLLER_KEYS.map((key) => {
      const own = file.controllers?.[key];
      return [key, own ? url(`controllers.${key}`, own) : endpoint];
    }),
  ) as Controllers;
  const timeouts: { default: number } & Partial<Record<CallName, number>> = { default: DEFAULT_TIMEOUT_MS };
  for (const [key, ms] of Object.entries(file.timeouts ?? {})) {
    const call = key === 'default' ? 'default' : toCallName(key);
    if (call === null) throw new FieldProblem(`timeouts.${key}`, 'is not a call name');
    timeouts[call] = ms;
  }
  const page = (path: string, value: string | null, fallback: string | null) =>
    value === null ? (fallback === null ? null : resolveUrl(fallback, baseUrl, false)) : url(path, value);
  return {
    demo: file.demo,
    endpoint,
    controllers,
    assetsHost: url('assetsHost', file.assetsHost, true),
    translationsBase: url('translationsBase', file.translationsBase ?? '/app/shared/Dashboard/json/', true),
    passphrase: file.passphrase,
    baseLocation: `/${file.baseLocation}/`.replace(/\/+/g, '/'),
    sportsbookWhitelist: file.sportsbookWhitelist,
    postGameBalanceCheck: file.postGameBalanceCheck,
    // where a game's own exit button leads: the bundled page closes the game and returns to the lobby
    exitPage: url('exitPage', file.exitPage ?? './game-exit.html'),
    // the platform's own pages, under the base location unless set elsewhere; the demo casino signs in itself
    loginPage: page('loginPage', file.loginPage, file.demo ? null : 'login'),
    logoutPage: page('logoutPage', file.logoutPage, file.demo ? null : 'logout'),
    timeouts,
  };
}

/**
 * Reads an `env.json` body (its shape is the domain's `EnvFileSchema`). Relative URLs are resolved against
 * `baseUrl` (the document's base URL), which is how the demo env points every controller at same-origin
 * paths. Controllers left out fall back to the shared endpoint, the way the platform routes everything there
 * unless a controller is named.
 *
 * @example
 * parseEnv(await response.json(), document.baseURI);
 */
export function parseEnv(raw: unknown, baseUrl: string): Result<RuntimeEnv, SchemaIssue> {
  const file = parseWire(EnvFileSchema, raw);
  if (!file.ok) return file;
  try {
    return ok(toRuntimeEnv(file.value, baseUrl));
  } catch (error) {
    if (error instanceof FieldProblem) return err({ path: error.path, message: error.message });
    throw error;
  }
}

/** Why the env could not be loaded. */
export type EnvError =
  | { readonly kind: 'network'; readonly message: string }
  | { readonly kind: 'http'; readonly status: number }
  | { readonly kind: 'timeout'; readonly ms: number }
  | { readonly kind: 'decode'; readonly message: string }
  | { readonly kind: 'schema'; readonly path: string; readonly message: string };

/**
 * How long start-up waits for `env.json`. It is a small static file beside index.html, which a healthy host
 * serves in well under a second even on a slow phone network; after ten seconds the player is better served
 * by the failure screen and its Try again than by a blank page. Its own limit, since the env's limits are in
 * the file that is late.
 */
export const ENV_TIME_LIMIT_MS = 10_000;

/** The body of `url` as text, or why not; within `signal`, also when `doFetch` does not listen to it. */
async function fetchText(
  doFetch: typeof fetch,
  url: string,
  signal: AbortSignal,
): Promise<Result<string, EnvError>> {
  let response: Response;
  try {
    // no-store: the operator may change env.json without a new build
    response = await doFetch(url, { cache: 'no-store', signal });
  } catch (error) {
    return err({ kind: 'network', message: error instanceof Error ? error.message : String(error) });
  }
  if (!response.ok) return err({ kind: 'http', status: response.status });
  try {
    return ok(await response.text());
  } catch (error) {
    return err({ kind: 'network', message: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * Fetches and reads `env.json`. The URL is relative to the document, so the file sits beside index.html.
 * Gives up after `timeoutMs` ({@link ENV_TIME_LIMIT_MS} unless given) or when `signal` aborts, also when
 * the request was begun elsewhere and cannot be cancelled (the page's head script asks for it early).
 *
 * @example
 * const env = await loadEnv(new URL('env.json', document.baseURI).href);
 * if (!env.ok) showBootError(env.error);
 */
export async function loadEnv(
  url: string,
  options: { fetch?: typeof fetch; signal?: AbortSignal; baseUrl?: string; timeoutMs?: number } = {},
): Promise<Result<RuntimeEnv, EnvError>> {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const limitMs = options.timeoutMs ?? ENV_TIME_LIMIT_MS;
  const read = await within(limitMs, (signal) => fetchText(doFetch, url, signal), options.signal);
  if (!read.done)
    return read.cause === 'timeout'
      ? err({ kind: 'timeout', ms: limitMs })
      : err({ kind: 'network', message: 'cancelled' });
  const text = read.value;
  if (!text.ok) return text;
  let body: unknown;
  try {
    body = JSON.parse(text.value);
  } catch (error) {
    return err({ kind: 'decode', message: error instanceof Error ? error.message : 'not JSON' });
  }
  const parsed = parseEnv(body, options.baseUrl ?? url);
  return parsed.ok ? ok(parsed.value) : err({ kind: 'schema', ...parsed.error });
}

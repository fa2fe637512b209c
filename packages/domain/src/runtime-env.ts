/**
 * The runtime environment as the lobby uses it: env.json (its shape is {@link EnvFileSchema}) with every
 * address resolved against the lobby's own and every default filled in. Where the casino's controllers live,
 * the assets host, the passphrase of encoded responses and the time limits: read at start-up, so one build
 * serves many casinos and no deployment secret is compiled in.
 */

import { err, ok, type Result } from './result.ts';
import { parseWire, type SchemaIssue } from './wire.ts';
import { ENV_CONTROLLER_KEYS, type EnvControllerKey, type EnvFile, EnvFileSchema } from './wire-env.ts';

export interface RuntimeEnv<Call extends string = string> {
  /** true: the lobby runs on the built-in demo casino (the service worker answers every call). */
  readonly demo: boolean;
  /** The shared controller endpoint, selected by a query name (`?getconfig`). Absolute URL. */
  readonly endpoint: string;
  readonly controllers: Readonly<Record<EnvControllerKey, string>>;
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
  /** The origins provider frames may come from (`https://host`); empty: any https address. */
  readonly providerFrames: readonly string[];
  /** Time limits in ms: `default` and optional overrides per call. */
  readonly timeouts: Readonly<{ default: number } & Partial<Record<Call, number>>>;
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

/** `value` as an origin (`https://host[:port]`), when it is one and nothing more; otherwise null. */
function httpsOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && `${url.origin}` === value.replace(/\/$/, '') ? url.origin : null;
  } catch {
    return null;
  }
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
function toRuntimeEnv<Call extends string>(
  file: EnvFile,
  baseUrl: string,
  toCallName: (key: string) => Call | null,
): RuntimeEnv<Call> {
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
  ) as Record<EnvControllerKey, string>;
  const timeouts: Record<string, number> = { default: DEFAULT_TIMEOUT_MS };
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
    providerFrames: file.providerFrames.map((value, index) => {
      const origin = httpsOrigin(value);
      if (origin === null) throw new FieldProblem(`providerFrames.${index}`, 'must be an https origin');
      return origin;
    }),
    // where a game's own exit button leads: the bundled page closes the game and returns to the lobby
    exitPage: url('exitPage', file.exitPage ?? './game-exit.html'),
    // the platform's own pages, under the base location unless set elsewhere; the demo casino signs in itself
    loginPage: page('loginPage', file.loginPage, file.demo ? null : 'login'),
    logoutPage: page('logoutPage', file.logoutPage, file.demo ? null : 'logout'),
    timeouts: timeouts as RuntimeEnv<Call>['timeouts'],
  };
}

/**
 * Reads an `env.json` body (its shape is the domain's `EnvFileSchema`). Relative URLs are resolved against
 * `baseUrl` (the document's base URL), which is how the demo env points every controller at same-origin
 * paths. Controllers left out fall back to the shared endpoint, the way the platform routes everything there
 * unless a controller is named.
 *
 * `toCallName` tells the names of the calls a `timeouts` entry may name.
 *
 * @example
 * readRuntimeEnv({ endpoint: 'api/lobby', assetsHost: 'assets/', passphrase: 'p' }, 'https://casino.example/lobby/', toCallName);
 */
export function readRuntimeEnv<Call extends string>(
  raw: unknown,
  baseUrl: string,
  toCallName: (key: string) => Call | null,
): Result<RuntimeEnv<Call>, SchemaIssue> {
  const file = parseWire(EnvFileSchema, raw);
  if (!file.ok) return file;
  try {
    return ok(toRuntimeEnv(file.value, baseUrl, toCallName));
  } catch (error) {
    if (error instanceof FieldProblem) return err({ path: error.path, message: error.message });
    throw error;
  }
}

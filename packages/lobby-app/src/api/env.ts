/**
 * The runtime environment: where the casino's controllers live, the assets host, the passphrase of encoded
 * responses and the time limits. It is read from `env.json` beside index.html at start-up, so one build
 * serves many casinos and no deployment secret is compiled in.
 */
import { err, ok, type Result } from '@lobby/domain';
import { type CallName, type ControllerKey, toCallName } from './calls.ts';
import { flag, num, object, parseWith, rawText, reject, type SchemaIssue, text, textList } from './schema.ts';

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
  /** Player ids allowed into the sportsbook of casino 85 (§5): deployment configuration. */
  readonly sportsbookWhitelist: readonly string[];
  /** Time limits in ms: `default` and optional overrides per call. */
  readonly timeouts: Readonly<{ default: number } & Partial<Record<CallName, number>>>;
}

const DEFAULT_TIMEOUT_MS = 15_000;

function absolute(value: string, base: string, path: string, asFolder = false): string {
  try {
    const url = new URL(value, base);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') reject(path, 'must be an http(s) URL');
    const href = url.href;
    return asFolder && !href.endsWith('/') ? `${href}/` : href;
  } catch {
    return reject(path, 'is not a URL');
  }
}

function normaliseBase(value: string): string {
  return `/${value}/`.replace(/\/+/g, '/');
}

/**
 * Reads an `env.json` body. Relative URLs are resolved against `baseUrl` (the document's base URL), which
 * is how the demo env points every controller at same-origin paths. Controllers left out fall back to the
 * shared endpoint, the way the platform routes everything there unless a controller is named.
 *
 * @example
 * parseEnv(await response.json(), document.baseURI);
 */
export function parseEnv(raw: unknown, baseUrl: string): Result<RuntimeEnv, SchemaIssue> {
  return parseWith(
    object((r): RuntimeEnv => {
      const endpoint = absolute(r.req('endpoint', text), baseUrl, 'endpoint');
      const controllerOf = (key: keyof Controllers) =>
        r.has('controllers')
          ? object((c) => {
              const value = c.opt(key, text, '');
              return value === '' ? endpoint : absolute(value, baseUrl, `controllers.${key}`);
            })(r.raw.controllers, 'controllers')
          : endpoint;
      const timeouts: { default: number } & Partial<Record<CallName, number>> = {
        default: DEFAULT_TIMEOUT_MS,
      };
      if (r.has('timeouts')) {
        object((t) => {
          for (const key of Object.keys(t.raw)) {
            const ms = t.req(key, num);
            if (ms <= 0) reject(`timeouts.${key}`, 'must be above 0');
            const name = key === 'default' ? 'default' : toCallName(key);
            if (name === null) reject(`timeouts.${key}`, 'is not a call name');
            timeouts[name] = ms;
          }
          return null;
        })(r.raw.timeouts, 'timeouts');
      }
      const passphrase = r.req('passphrase', rawText);
      if (passphrase === '') reject('passphrase', 'must not be empty');
      return {
        demo: r.opt('demo', flag, false),
        endpoint,
        controllers: {
          widget: controllerOf('widget'),
          wpc2: controllerOf('wpc2'),
          synth: controllerOf('synth'),
          loyalty: controllerOf('loyalty'),
          messageCenter: controllerOf('messageCenter'),
          withdrawals: controllerOf('withdrawals'),
          deposits: controllerOf('deposits'),
          quickDeposit: controllerOf('quickDeposit'),
          coupons: controllerOf('coupons'),
        },
        assetsHost: absolute(r.req('assetsHost', text), baseUrl, 'assetsHost', true),
        translationsBase: absolute(
          r.opt('translationsBase', text, '/app/shared/Dashboard/json/'),
          baseUrl,
          'translationsBase',
          true,
        ),
        passphrase,
        baseLocation: normaliseBase(r.opt('baseLocation', text, '/')),
        sportsbookWhitelist: r.opt('sportsbookWhitelist', textList, []),
        // where a game's own exit button leads: the bundled page closes the game and returns to the lobby
        exitPage: absolute(r.opt('exitPage', text, './game-exit.html'), baseUrl, 'exitPage'),
        timeouts,
      };
    }),
    raw,
  );
}

/** Why the env could not be loaded. */
export type EnvError =
  | { readonly kind: 'network'; readonly message: string }
  | { readonly kind: 'http'; readonly status: number }
  | { readonly kind: 'decode'; readonly message: string }
  | { readonly kind: 'schema'; readonly path: string; readonly message: string };

/**
 * Fetches and reads `env.json`. The URL is relative to the document, so the file sits beside index.html.
 *
 * @example
 * const env = await loadEnv(new URL('env.json', document.baseURI).href);
 * if (!env.ok) showBootError(env.error);
 */
export async function loadEnv(
  url: string,
  options: { fetch?: typeof fetch; signal?: AbortSignal; baseUrl?: string } = {},
): Promise<Result<RuntimeEnv, EnvError>> {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  let response: Response;
  try {
    // no-store: the operator may change env.json without a new build
    response = await doFetch(url, { cache: 'no-store', signal: options.signal ?? null });
  } catch (error) {
    return err({ kind: 'network', message: error instanceof Error ? error.message : String(error) });
  }
  if (!response.ok) return err({ kind: 'http', status: response.status });
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch (error) {
    return err({ kind: 'decode', message: error instanceof Error ? error.message : 'not JSON' });
  }
  const parsed = parseEnv(body, options.baseUrl ?? url);
  return parsed.ok ? ok(parsed.value) : err({ kind: 'schema', ...parsed.error });
}

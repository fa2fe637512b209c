/**
 * The runtime environment, loaded: `env.json` beside index.html, fetched within its time limit and read by the
 * domain's {@link readRuntimeEnv} (every address resolved, every default filled in).
 */
import {
  err,
  ok,
  type Result,
  type RuntimeEnv as RuntimeEnvOf,
  readRuntimeEnv,
  type SchemaIssue,
} from '@lobby/domain';
import { within } from '../platform/scheduling/time-limit.ts';
import { type CallName, toCallName } from './calls.ts';

/** The lobby's runtime env, its time limits keyed by the calls of §7. */
export type RuntimeEnv = RuntimeEnvOf<CallName>;

/**
 * Reads an `env.json` body: the domain's {@link readRuntimeEnv} with the calls of §7.
 *
 * @example
 * parseEnv(await response.json(), document.baseURI);
 */
export function parseEnv(raw: unknown, baseUrl: string): Result<RuntimeEnv, SchemaIssue> {
  return readRuntimeEnv(raw, baseUrl, toCallName);
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

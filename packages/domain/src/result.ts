/**
 * The outcome of something that can fail in an expected way, such as parsing network data. Failures are
 * values so callers must look at them; nothing throws past the parse boundary.
 *
 * @example
 * const parsed = parseCatalogue(json);
 * if (!parsed.ok) return showError(parsed.error);
 */
export type Result<T, E = string> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E };

/**
 * Wraps a successful value.
 *
 * @example
 * ok(3); // { ok: true, value: 3 }
 */
export function ok<T>(value: T): Result<T, never> {
  return { ok: true, value };
}

/**
 * Wraps an expected failure.
 *
 * @example
 * err('games must be a list'); // { ok: false, error: 'games must be a list' }
 */
export function err<E>(error: E): Result<never, E> {
  return { ok: false, error };
}

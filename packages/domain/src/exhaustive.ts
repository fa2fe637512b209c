/**
 * Closes a `switch` over a union so the compiler reports any member left unhandled. At run time it only
 * fires when data escaped its type (for example a cast in a caller), which is a programming error.
 *
 * @example
 * switch (kind) {
 *   case 'win': return 1;
 *   case 'lose': return -1;
 *   default: return exhaustiveSwitchError(kind);
 * }
 */
export function exhaustiveSwitchError(value: never, property?: string): never {
  const shown =
    property !== undefined && value && typeof value === 'object'
      ? (value as Record<string, unknown>)[property]
      : value;
  throw new Error(`Unknown switch value: ${String(shown)}`);
}

/** Joins element ids for aria-describedby, skipping the empty ones; undefined when none are left. */
export function joinIds(...ids: Array<string | false | null | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

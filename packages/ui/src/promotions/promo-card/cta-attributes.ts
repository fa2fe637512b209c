/**
 * The server's `cta_attributes` text as React props, keeping `data-*` attributes only, so no handler, style
 * or link slips in this way.
 *
 * @example
 * dataAttributesOf(`data-track="launch" onclick="x()"`); // { 'data-track': 'launch' }
 */
export function dataAttributesOf(raw: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const match of raw.matchAll(/\b(data-[a-z0-9-]{1,40})\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
    const name = match[1]?.toLowerCase();
    if (name) out[name] = match[2] ?? match[3] ?? '';
  }
  return out;
}

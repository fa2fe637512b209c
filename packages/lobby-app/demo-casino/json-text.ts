/**
 * Answer bodies as JSON text, with the text of an unchanging answer kept.
 */

// The generated game list is the one big answer, and it never changes once made (a new list is a new
// object): it is written out as JSON once, by the warm-up while the lobby still waits for its config or by the
// first call, and every later call finds the text ready. Other answers may be changed in place by the casino,
// so they are written out afresh each time.
const unchanging = new WeakSet<object>();
const jsonTexts = new WeakMap<object, string>();

/** Marks an answer that is never changed in place, so its JSON text can be kept. */
export function unchangingAnswer<T extends object>(value: T): T {
  unchanging.add(value);
  return value;
}

/** A body as JSON text; kept for an unchanging answer. */
export function jsonText(value: unknown): string {
  if (value === null || typeof value !== 'object' || !unchanging.has(value))
    return JSON.stringify(value) ?? '';
  let text = jsonTexts.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    jsonTexts.set(value, text);
  }
  return text;
}

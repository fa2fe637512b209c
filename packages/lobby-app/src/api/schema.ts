/**
 * A very small schema toolkit for wire shapes. valibot is the domain's dependency and does not resolve from
 * the app, and the wire shapes here are loose PHP output, so a reader of a few lines per field is clearer
 * than a generic library: each schema turns `unknown` into a typed value or fails with a path and a
 * message. Failures travel as an internal exception only inside {@link parseWith}, which turns them into a
 * value; nothing escapes to callers.
 */
import { err, ok, type Result } from '@lobby/domain';

/** Where a value broke the schema and why, e.g. `{ path: 'recent[2].amount', message: 'expected a number' }`. */
export interface SchemaIssue {
  readonly path: string;
  readonly message: string;
}

/** Reads a raw value found at `path`; throws only {@link SchemaFailure}, which {@link parseWith} catches. */
export type Schema<T> = (raw: unknown, path: string) => T;

class SchemaFailure {
  constructor(readonly issue: SchemaIssue) {}
}

function fail(path: string, message: string): never {
  throw new SchemaFailure({ path: path || '(root)', message });
}

/**
 * Runs a schema over untrusted data. Never throws.
 *
 * @example
 * parseWith(object((r) => ({ url: r.req('url', text) })), { url: 'https://…' });
 */
export function parseWith<T>(schema: Schema<T>, raw: unknown): Result<T, SchemaIssue> {
  try {
    return ok(schema(raw, ''));
  } catch (error) {
    if (error instanceof SchemaFailure) return err(error.issue);
    // a schema bug is still reported as a value: hostile data must never crash the lobby
    return err({ path: '(root)', message: error instanceof Error ? error.message : 'invalid value' });
  }
}

function isRecord(raw: unknown): raw is Record<string, unknown> {
  return raw !== null && typeof raw === 'object' && !Array.isArray(raw);
}

// --- primitives ------------------------------------------------------------------------------------------

/** Text from a string or a finite number (PHP sends ids both ways), trimmed. */
export const text: Schema<string> = (raw, path) => {
  if (typeof raw === 'string') return raw.trim();
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  return fail(path, 'expected text');
};

/** Text kept exactly as sent (HTML, CSS, scripts, tokens). */
export const rawText: Schema<string> = (raw, path) => {
  if (typeof raw === 'string') return raw;
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  return fail(path, 'expected text');
};

/** A finite number from a number or a numeric string ("1,250.50" included). */
export const num: Schema<number> = (raw, path) => {
  if (typeof raw === 'number' && Number.isFinite(raw)) return raw;
  if (typeof raw === 'string') {
    const cleaned = raw.trim().replace(/,/g, '');
    const n = cleaned === '' ? Number.NaN : Number(cleaned);
    if (Number.isFinite(n)) return n;
  }
  return fail(path, 'expected a number');
};

/** A PHP-style flag: true, 1, "1", "true", "yes", "on"; false, 0, "0", "false", "", "no", "off", null. */
export const flag: Schema<boolean> = (raw, path) => {
  if (typeof raw === 'boolean') return raw;
  if (raw === null) return false;
  if (typeof raw === 'number') return raw !== 0;
  if (typeof raw === 'string') {
    const key = raw.trim().toLowerCase();
    if (['1', 'true', 'yes', 'on'].includes(key)) return true;
    if (['0', 'false', 'no', 'off', ''].includes(key)) return false;
  }
  return fail(path, 'expected a flag');
};

/** Any value, untouched: for payloads the lobby passes on without reading. */
export const anything: Schema<unknown> = (raw) => raw;

/** One of a fixed set of texts, compared case-insensitively. */
export function oneOf<const T extends string>(values: readonly T[]): Schema<T> {
  return (raw, path) => {
    const value = text(raw, path).toLowerCase();
    const found = values.find((candidate) => candidate.toLowerCase() === value);
    return found ?? fail(path, `expected one of ${values.join(', ')}`);
  };
}

// --- combinators -----------------------------------------------------------------------------------------

/**
 * A list. PHP writes an empty list as `{}` and a keyed list as an object, so an object is read as its
 * values.
 */
export function list<T>(item: Schema<T>): Schema<T[]> {
  return (raw, path) => {
    const items = Array.isArray(raw)
      ? raw
      : isRecord(raw)
        ? Object.values(raw)
        : fail(path, 'expected a list');
    return items.map((entry, index) => item(entry, `${path}[${index}]`));
  };
}

/**
 * A list whose damaged entries are left out rather than failing the whole answer: one malformed promotion
 * or tournament must not hide the others. The container must still be a list, and a list of which no entry
 * can be read is still the wrong shape.
 */
export function listSkippingBad<T>(item: Schema<T>): Schema<T[]> {
  return (raw, path) => {
    const items = Array.isArray(raw)
      ? raw
      : isRecord(raw)
        ? Object.values(raw)
        : fail(path, 'expected a list');
    let firstFailure: SchemaFailure | null = null;
    const kept = items.flatMap((entry, index) => {
      try {
        return [item(entry, `${path}[${index}]`)];
      } catch (error) {
        if (!(error instanceof SchemaFailure)) throw error;
        firstFailure ??= error;
        return [];
      }
    });
    // nothing readable at all is an answer of the wrong shape, not an empty list
    if (kept.length === 0 && firstFailure !== null) throw firstFailure;
    return kept;
  };
}

/** Texts from a list or from comma-separated text. */
export const textList: Schema<string[]> = (raw, path) => {
  if (typeof raw === 'string')
    return raw
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  return list(text)(raw, path).filter(Boolean);
};

/** A value that may be absent: null, undefined, '' and `false` read as null. */
export function nullable<T>(schema: Schema<T>): Schema<T | null> {
  return (raw, path) =>
    raw === null || raw === undefined || raw === '' || raw === false ? null : schema(raw, path);
}

/** The first schema that accepts the value; fails with the last schema's issue. */
export function firstOf<T>(...schemas: readonly Schema<T>[]): Schema<T> {
  return (raw, path) => {
    let last: SchemaIssue = { path, message: 'no schema matched' };
    for (const schema of schemas) {
      try {
        return schema(raw, path);
      } catch (error) {
        if (!(error instanceof SchemaFailure)) throw error;
        last = error.issue;
      }
    }
    return fail(last.path, last.message);
  };
}

/** Reads named fields of an object, with the spec's alternative spellings of a field. */
export interface FieldReader {
  /** A required field; the first present key of `keys` wins (e.g. `['game', 'game_name']`). */
  req<T>(keys: string | readonly string[], schema: Schema<T>): T;
  /** An optional field: absent, null or '' gives `fallback`; a present value must still fit the schema. */
  opt<T, F>(keys: string | readonly string[], schema: Schema<T>, fallback: F): T | F;
  /** Whether any of the keys is present and not null. */
  has(keys: string | readonly string[]): boolean;
  /** The raw record, for passing through parts the lobby does not read (fed to domain parsers). */
  readonly raw: Readonly<Record<string, unknown>>;
  readonly path: string;
}

function fieldPath(path: string, key: string): string {
  return path === '' ? key : `${path}.${key}`;
}

/**
 * An object schema built from a reader.
 *
 * @example
 * const Winner = object((r) => ({ game: r.req(['game', 'game_name'], text) }));
 */
export function object<T>(build: (reader: FieldReader) => T): Schema<T> {
  return (raw, path) => {
    if (!isRecord(raw)) return fail(path, 'expected an object');
    const present = (keys: string | readonly string[]) =>
      (typeof keys === 'string' ? [keys] : keys).find((key) => raw[key] !== undefined && raw[key] !== null);
    const reader: FieldReader = {
      raw,
      path,
      has: (keys) => present(keys) !== undefined,
      req(keys, schema) {
        const key = present(keys);
        const name = typeof keys === 'string' ? keys : keys.join('|');
        if (key === undefined) return fail(fieldPath(path, name), 'is missing');
        return schema(raw[key], fieldPath(path, key));
      },
      opt(keys, schema, fallback) {
        const key = present(keys);
        if (key === undefined || raw[key] === '') return fallback;
        return schema(raw[key], fieldPath(path, key));
      },
    };
    return build(reader);
  };
}

/** A schema whose output is transformed, e.g. to a domain type through a domain parser. */
export function map<T, U>(schema: Schema<T>, transform: (value: T, path: string) => U): Schema<U> {
  return (raw, path) => transform(schema(raw, path), path);
}

/**
 * The wire-shape gate in front of a domain reader: the answer must be an object carrying at least one of
 * `keys` (so a wrong answer is a schema error, not an empty value), then the domain reads it. The domain's
 * readers are lenient by design; the gate is what tells "the server said nothing" from "the server said
 * something else".
 *
 * @example
 * const CouponSchema = gate(['success'], parseCouponAnswer);
 */
export function gate<T>(keys: readonly string[], read: (raw: unknown) => T): Schema<T> {
  return object((r) => {
    if (!r.has(keys))
      reject(keys.length === 1 ? fieldPath(r.path, keys[0] ?? '') : r.path, `expected ${keys.join(' or ')}`);
    return read(r.raw);
  });
}

/** Like {@link gate}, for domain readers that answer a Result. */
export function gateResult<T>(keys: readonly string[], read: (raw: unknown) => Result<T>): Schema<T> {
  return map(gate(keys, read), (result, path) => (result.ok ? result.value : reject(path, result.error)));
}

/** Fails with a message at the current path; for custom checks inside `object` builders. */
export function reject(path: string, message: string): never {
  return fail(path, message);
}

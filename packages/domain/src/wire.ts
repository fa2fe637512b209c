import * as v from 'valibot';
import { toNumberOrNull } from './coerce.ts';
import { err, ok, type Result } from './result.ts';

/**
 * valibot pieces for the platform's answers (§7), which are loose PHP output: ids as numbers or text, flags
 * as "1"/"0", empty lists as `{}`, optional fields as null or ''. The topic files (`wire-*.ts`) build their
 * schemas from these and valibot's own; {@link parseWire} runs one and answers a value, never a throw.
 */

/** Where an answer broke its schema and why, e.g. `{ path: 'recent[2].amount', message: 'expected a number' }`. */
export interface SchemaIssue {
  readonly path: string;
  readonly message: string;
}

/** A schema over untrusted data whose output is `T`. */
export type WireSchema<T> = v.GenericSchema<unknown, T>;

function isRecord(raw: unknown): raw is Record<string, unknown> {
  return raw !== null && typeof raw === 'object' && !Array.isArray(raw);
}

const isFiniteNumber = (raw: unknown): raw is number => typeof raw === 'number' && Number.isFinite(raw);

/** Text from a string or a finite number (PHP sends ids both ways), trimmed. */
export const wireText: WireSchema<string> = v.pipe(
  v.custom<string | number>((raw) => typeof raw === 'string' || isFiniteNumber(raw), 'expected text'),
  v.transform((raw) => String(raw).trim()),
);

/** Text kept exactly as sent (HTML, CSS, scripts, tokens). */
export const wireRawText: WireSchema<string> = v.pipe(
  v.custom<string | number>((raw) => typeof raw === 'string' || isFiniteNumber(raw), 'expected text'),
  v.transform(String),
);

/** A finite number from a number or a numeric string ("1,250.50" included). */
export const wireNumber: WireSchema<number> = v.pipe(
  v.unknown(),
  v.transform(toNumberOrNull),
  v.number('expected a number'),
);

const TRUE_WORDS = ['1', 'true', 'yes', 'on'];
const FALSE_WORDS = ['0', 'false', 'no', 'off', ''];

function readFlag(raw: unknown): boolean | undefined {
  if (typeof raw === 'boolean') return raw;
  if (raw === null) return false;
  if (typeof raw === 'number') return raw !== 0;
  if (typeof raw !== 'string') return undefined;
  const word = raw.trim().toLowerCase();
  return TRUE_WORDS.includes(word) ? true : FALSE_WORDS.includes(word) ? false : undefined;
}

/** A PHP-style flag: true, 1, "1", "true", "yes", "on"; false, 0, "0", "false", "", "no", "off", null. */
export const wireFlag: WireSchema<boolean> = v.pipe(
  v.unknown(),
  v.transform(readFlag),
  v.boolean('expected a flag'),
);

/** A plain object (not a list), whose fields the next step of a pipe reads. */
export const wireRecord = v.custom<Record<string, unknown>>(isRecord, 'expected an object');

/**
 * A list of `item`. PHP writes an empty list as `{}` and a keyed list as an object, so an object is read as
 * its values.
 */
/* @__NO_SIDE_EFFECTS__ */
export function wireList<T>(item: WireSchema<T>): WireSchema<T[]> {
  return v.pipe(
    v.custom<unknown[] | Record<string, unknown>>(
      (raw) => Array.isArray(raw) || isRecord(raw),
      'expected a list',
    ),
    v.transform((raw) => (Array.isArray(raw) ? raw : Object.values(raw))),
    v.array(item),
  );
}

/** Texts from a list, or from comma-separated text; blanks are left out. */
export const wireTextList: WireSchema<string[]> = v.pipe(
  v.union(
    [
      v.pipe(
        v.string(),
        v.transform((raw) => raw.split(',')),
      ),
      wireList(wireText),
    ],
    'expected a list',
  ),
  v.transform((items) => items.map((item) => item.trim()).filter(Boolean)),
);

/**
 * A list whose damaged entries are left out rather than failing the whole answer: one malformed promotion
 * or tournament must not hide the others. The container must still be a list, and a list of which no entry
 * can be read is still the wrong shape (the first entry's problem is reported).
 */
/* @__NO_SIDE_EFFECTS__ */
export function wireListSkippingBad<T>(item: WireSchema<T>): WireSchema<T[]> {
  return v.pipe(
    wireList(v.unknown()),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const kept: T[] = [];
      let firstBad: { index: number; issues: v.BaseIssue<unknown>[] } | null = null;
      dataset.value.forEach((entry, index) => {
        const parsed = v.safeParse(item, entry, { abortEarly: true });
        if (parsed.success) kept.push(parsed.output);
        else firstBad ??= { index, issues: parsed.issues };
      });
      if (kept.length > 0 || firstBad === null) return kept;
      const { index, issues } = firstBad;
      const inner = innermost(issues[0]);
      // the entry's own path inside the list, kept as one step so the report reads `[2].amount`
      const at = (key: string | number): v.IssuePathItem => ({
        type: 'unknown',
        origin: 'value',
        input: dataset.value,
        key,
        value: undefined,
      });
      addIssue({
        message: inner.message,
        path: inner.path === '' ? [at(index)] : [at(index), at(inner.path)],
      });
      return NEVER;
    }),
  );
}

const Blank = v.union([v.null(), v.literal('')]);

/**
 * A field that may be left out: absent, null or '' reads as `fallback`; any other value must still fit
 * `schema` (a wrong value is an error, not a silent default).
 *
 * @example
 * v.object({ image: optionalField(wireText, null) });
 */
/* @__NO_SIDE_EFFECTS__ */
export function optionalField<T, const F>(schema: WireSchema<T>, fallback: F): WireSchema<T | F> {
  // an absent key reaches the union as null, which is blank
  return v.optional(
    v.union([
      v.pipe(
        Blank,
        v.transform(() => fallback),
      ),
      schema,
    ]),
    null,
  );
}

const isPresent = (record: Record<string, unknown>, key: string) =>
  record[key] !== undefined && record[key] !== null;

/**
 * The backend's alternative spellings of a field, read under the first name: the first of `names` that is
 * present (not null) gives the value. Goes in a pipe between {@link wireRecord} and the object schema.
 *
 * @example
 * v.pipe(wireRecord, withAliases({ game: ['game', 'game_name'] }), v.object({ game: wireText }));
 */
/* @__NO_SIDE_EFFECTS__ */
export function withAliases(aliases: Readonly<Record<string, readonly string[]>>) {
  return v.transform((record: Record<string, unknown>): Record<string, unknown> => {
    const out = { ...record };
    for (const [name, names] of Object.entries(aliases)) {
      const found = names.find((key) => isPresent(record, key));
      if (found !== undefined) out[name] = record[found];
    }
    return out;
  });
}

/**
 * The one field an answer wraps its value in, `{ name: value }`, read under `name` or the first of its other
 * spellings `aliases` that is present; an answer without it is an error.
 *
 * @example
 * firstOf(wireField('url', wireText, ['iframe', 'link']), wireText); // `{ url }`, `{ iframe }` or the bare URL
 */
/* @__NO_SIDE_EFFECTS__ */
export function wireField<T>(
  name: string,
  value: WireSchema<T>,
  aliases: readonly string[] = [],
): WireSchema<T> {
  return v.pipe(
    wireRecord,
    withAliases({ [name]: [name, ...aliases] }),
    v.object({ [name]: value }, 'is missing'),
    v.transform((answer) => answer[name] as T),
  );
}

/**
 * The object must carry at least one of `keys` (not null), so that an answer of another shape is an error
 * rather than a set of defaults. Goes in a pipe after {@link wireRecord}.
 */
/* @__NO_SIDE_EFFECTS__ */
export function requireOneOf(keys: readonly [string, ...string[]]) {
  const check = v.check(
    (record: Record<string, unknown>) => keys.some((key) => isPresent(record, key)),
    `expected ${keys.join(' or ')}`,
  );
  // with one key, the issue is the field's own
  return keys.length === 1 ? v.forward(check, [keys[0]] as never) : check;
}

/**
 * An answer object carrying at least one of `keys` (see {@link requireOneOf}): the head of a schema whose
 * fields are all optional, or of a lenient domain reader, so that an answer of another shape is an error.
 *
 * @example
 * v.pipe(wireRecordWith(['recent', 'top']), v.object({ recent: optionalField(wireList(WinnerSchema), []) }));
 */
/* @__NO_SIDE_EFFECTS__ */
export function wireRecordWith(keys: readonly [string, ...string[]]) {
  return v.pipe(wireRecord, requireOneOf(keys));
}

/**
 * A domain reader answering a Result, as a schema step: its error becomes the schema's issue.
 *
 * @example
 * v.pipe(v.unknown(), readResult(parseConfigResponse));
 */
/* @__NO_SIDE_EFFECTS__ */
export function readResult<TInput, T>(read: (raw: TInput) => Result<T>) {
  return v.rawTransform(({ dataset, addIssue, NEVER }: v.RawTransformContext<TInput>): T => {
    const result = read(dataset.value);
    if (result.ok) return result.value;
    addIssue({ message: result.error });
    return NEVER;
  });
}

/**
 * The wire gate in front of a lenient domain reader: the answer must be an object carrying at least one of
 * `keys`, so that a wrong answer is a schema error and not an empty value; then the domain reads it.
 *
 * @example
 * const CouponAnswerSchema = gate(['success'], parseCouponAnswer);
 */
/* @__NO_SIDE_EFFECTS__ */
export function gate<T>(keys: readonly [string, ...string[]], read: (raw: unknown) => T): WireSchema<T> {
  return v.pipe(
    wireRecordWith(keys),
    v.transform((answer: Record<string, unknown>) => read(answer)),
  );
}

/** Like {@link gate}, for domain readers that answer a Result. */
/* @__NO_SIDE_EFFECTS__ */
export function gateResult<T>(
  keys: readonly [string, ...string[]],
  read: (raw: unknown) => Result<T>,
): WireSchema<T> {
  return v.pipe(
    wireRecordWith(keys),
    readResult((answer: Record<string, unknown>) => read(answer)),
  );
}

/**
 * The first of `schemas` that accepts the value; when none does, the last one's problem is reported.
 *
 * @example
 * firstOf(v.pipe(wireRecord, v.object({ url: wireText })), wireText);
 */
/* @__NO_SIDE_EFFECTS__ */
export function firstOf<T>(...schemas: readonly [WireSchema<T>, ...WireSchema<T>[]]): WireSchema<T> {
  return v.union(schemas);
}

function pathText(path: readonly v.IssuePathItem[] | undefined): string {
  let out = '';
  for (const item of path ?? []) {
    const key = item.key;
    const step = String(key);
    out += typeof key === 'number' ? `[${step}]` : out === '' || step.startsWith('[') ? step : `.${step}`;
  }
  return out;
}

/** The issue behind a failed union: its last option's, so the message names a field, not a list of types. */
function innermost(issue: v.BaseIssue<unknown> | undefined): SchemaIssue {
  if (issue === undefined) return { path: '', message: 'invalid value' };
  const own = pathText(issue.path);
  const inner = issue.type === 'union' ? issue.issues?.at(-1) : undefined;
  if (inner === undefined) return { path: own, message: issue.message };
  const deeper = innermost(inner);
  const joined = own === '' || deeper.path === '' || deeper.path.startsWith('[') ? '' : '.';
  return { path: `${own}${joined}${deeper.path}`, message: deeper.message };
}

/** The first issue of a failed parse as a path (`(root)` for the answer itself) and a message. */
export function toSchemaIssue(issues: readonly v.BaseIssue<unknown>[]): SchemaIssue {
  const { path, message } = innermost(issues[0]);
  return { path: path || '(root)', message };
}

/**
 * Runs a schema over untrusted data. Never throws: a problem in the data, or a bug in a reader behind the
 * schema, comes back as a {@link SchemaIssue}.
 *
 * @example
 * parseWire(WinnersSchema, await response.json());
 */
export function parseWire<T>(schema: WireSchema<T>, raw: unknown): Result<T, SchemaIssue> {
  try {
    const parsed = v.safeParse(schema, raw, { abortEarly: true });
    return parsed.success ? ok(parsed.output) : err(toSchemaIssue(parsed.issues));
  } catch (error) {
    // hostile data must never crash the lobby, even through a reader's bug
    return err({ path: '(root)', message: error instanceof Error ? error.message : 'invalid value' });
  }
}

import * as v from 'valibot';
import type { SchemaIssue } from './wire.ts';
import {
  optionalField,
  type WireSchema,
  wireFlag,
  wireNumber,
  wireRawText,
  wireRecord,
  wireText,
  wireTextList,
} from './wire.ts';

/**
 * `env.json`, the deployment's settings beside index.html (§7): where the casino's controllers live, the
 * assets host, the passphrase of encoded responses, the time limits. This is the file's wire shape, read as
 * leniently as the platform's answers (flags as "1"/"0", numbers as text); the app resolves its URLs against
 * the page and turns it into the lobby's runtime settings.
 *
 * Each field also states its plain form in `v.metadata` (JSON Schema keywords): the JSON Schema shipped
 * beside env.json (`env.schema.json`) is generated from this schema and {@link ENV_FIELD_NOTES}, so the two
 * cannot drift.
 */

/** The controllers of §7 that env.json may name besides the shared endpoint. */
export const ENV_CONTROLLER_KEYS = [
  'widget',
  'wpc2',
  'synth',
  'loyalty',
  'messageCenter',
  'withdrawals',
  'deposits',
  'quickDeposit',
  'coupons',
] as const;

export type EnvControllerKey = (typeof ENV_CONTROLLER_KEYS)[number];

/** What the operator reads about the fields they must fill in, when one is wrong. */
const ABOUT = {
  endpoint: "your casino's controller URL (for example https://casino.example/api/lobby.php)",
  assetsHost: 'the URL game images are served from (for example https://assets.casino.example/)',
  passphrase: "the platform's passphrase for encoded responses",
} as const;

/** `schema`, with the JSON Schema keywords that state its plain form to an editor. */
/* @__NO_SIDE_EFFECTS__ */
function shown<T>(schema: WireSchema<T>, json: Record<string, unknown>): WireSchema<T> {
  return v.pipe(schema, v.metadata(json));
}

const notSet = 'is not set';
/** A URL, absolute or relative to the page; the app checks it is http(s) once resolved. */
const url = shown(wireText, { type: 'string' });
/** Text that must be given. */
const required = (schema: WireSchema<string>) =>
  shown(v.pipe(schema, v.nonEmpty(notSet)), { type: 'string', minLength: 1 });
const flag = shown(wireFlag, { type: 'boolean' });

const controllers = v.pipe(
  wireRecord,
  v.object(
    Object.fromEntries(ENV_CONTROLLER_KEYS.map((key) => [key, optionalField(url, null)])) as Record<
      EnvControllerKey,
      WireSchema<string | null>
    >,
  ),
  v.metadata({ type: 'object', additionalProperties: false }),
);

const timeouts = v.pipe(
  wireRecord,
  v.record(
    v.string(),
    v.pipe(
      wireNumber,
      v.check((ms) => ms > 0, 'must be above 0'),
    ),
  ),
  v.metadata({ type: 'object', additionalProperties: { type: 'number', exclusiveMinimum: 0 } }),
);

/**
 * The schema of an env.json body. Its fields are in the order a person fixing the file would want the
 * problems: the first one is reported.
 *
 * @example
 * parseWire(EnvFileSchema, await response.json());
 */
export const EnvFileSchema = v.pipe(
  wireRecord,
  v.object(
    {
      $schema: v.optional(shown(wireText, { type: 'string' })),
      endpoint: required(wireText),
      controllers: optionalField(controllers, null),
      timeouts: optionalField(timeouts, null),
      passphrase: required(wireRawText),
      demo: optionalField(flag, false),
      assetsHost: required(wireText),
      translationsBase: optionalField(url, null),
      baseLocation: optionalField(shown(wireText, { type: 'string' }), '/'),
      sportsbookWhitelist: optionalField(
        shown(wireTextList, { type: 'array', items: { type: 'string' } }),
        [],
      ),
      postGameBalanceCheck: optionalField(flag, true),
      providerFrames: optionalField(
        shown(wireTextList, { type: 'array', items: { type: 'string', pattern: '^https://[^/]+$' } }),
        [],
      ),
      exitPage: optionalField(url, null),
      loginPage: optionalField(url, null),
      logoutPage: optionalField(url, null),
    },
    'is missing',
  ),
  // the lobby ignores other fields; an editor flags them, since one is most likely a misspelt name
  v.metadata({ type: 'object', additionalProperties: false }),
);

/** An env.json body as read: URLs as written (not yet resolved against the page), defaults filled in. */
export type EnvFile = v.InferOutput<typeof EnvFileSchema>;

/**
 * What each field of env.json is for, as the JSON Schema tells an editor. Kept apart from the schema, so the
 * lobby's own download does not carry it; one note per field of the schema, which the type holds to.
 */
export const ENV_FIELD_NOTES: Readonly<Record<keyof EnvFile, string>> = {
  $schema: "Where editors find this file's JSON Schema (env.schema.json beside it).",
  endpoint: `The shared controller endpoint, selected by a query name (?getconfig, ?getgames, …): ${ABOUT.endpoint}. Relative URLs resolve against the page.`,
  controllers:
    'Controllers of their own, by name (loyalty, messageCenter, withdrawals, deposits, quickDeposit, coupons, widget, wpc2, synth); one left out is the shared endpoint.',
  timeouts: 'Time limits in ms: `default` (15000 unless set) and one per call name, e.g. "getgames".',
  passphrase: `The passphrase: ${ABOUT.passphrase}. Configuration of the deployment, never in code.`,
  demo: 'true only in the demo build: the built-in demo casino answers every call.',
  assetsHost: `The assets host: ${ABOUT.assetsHost}.`,
  translationsBase:
    'Where the {LANG}-{name}.json translation files live; left out, /app/shared/Dashboard/json/.',
  baseLocation: 'The path the lobby is served under, e.g. "/" or "/lobby/".',
  sportsbookWhitelist: 'Player ids allowed into the sportsbook of casino 85.',
  postGameBalanceCheck:
    'Whether the balance is checked when a player leaves a real-money game; on unless false.',
  providerFrames:
    'The origins games, live tables, the sportsbook and the tournament lobby are framed from, e.g. "https://games.provider.com": the lobby opens no other, and its security headers allow frames from these only. Left empty, any https address.',
  exitPage: 'The page a game returns to; left out, the bundled ./game-exit.html.',
  loginPage: "The platform's login page; left out, `login` beside index.html.",
  logoutPage: "The platform's logout page; left out, `logout` beside index.html.",
};

/** How to fix a field, where the field's own description says more than the schema's message. */
const FIXES: Readonly<Record<string, string>> = {
  endpoint: `set it to ${ABOUT.endpoint}`,
  assetsHost: `set it to ${ABOUT.assetsHost}`,
  passphrase: `set it to ${ABOUT.passphrase}`,
  demo: 'set it to false (true only in the demo build)',
};

/**
 * What the operator reads when env.json cannot be used: the field and what is wrong with it, and how to fix
 * it when a field has a known fix.
 *
 * @example
 * describeEnvIssue({ path: 'endpoint', message: 'is not set' });
 * // "env.json: `endpoint` is not set — set it to your casino's controller URL (for example …)"
 */
export function describeEnvIssue(issue: SchemaIssue): string {
  if (issue.path === '(root)') return `env.json: ${issue.message}`;
  const fix = FIXES[issue.path];
  return `env.json: \`${issue.path}\` ${issue.message}${fix ? ` — ${fix}` : ''}`;
}

// The JSON Schema of env.json (env.schema.json, shipped beside the operator's env.json), generated from the
// one valibot schema the lobby reads the file with (EnvFileSchema in packages/domain/src/wire-env.ts).
// a path, not the package: the build's config loads this file, and Node runs the packages it imports as they are

import { toJsonSchema } from '@valibot/to-json-schema';
import { ENV_FIELD_NOTES, EnvFileSchema } from '../../domain/src/wire-env.ts';

/** The file name the build writes the schema to, and the template's `$schema` names. */
export const ENV_SCHEMA_FILE = 'env.schema.json';

type Json = Record<string, unknown>;

/**
 * The JSON Schema of env.json. The lenient readers the lobby uses (text or numbers, "1"/"0" flags) are
 * custom checks and transforms that JSON Schema cannot state; each field states its plain form instead, in
 * its `v.metadata`, and those checks are left out here. Each field is described by its note.
 */
export function envJsonSchema(): Json {
  const schema = toJsonSchema(EnvFileSchema, { errorMode: 'ignore' }) as Json;
  const properties = schema.properties as Record<string, Json>;
  for (const [field, property] of Object.entries(properties)) {
    const note = ENV_FIELD_NOTES[field as keyof typeof ENV_FIELD_NOTES];
    if (!note) throw new Error(`env.json: the field ${field} has no note in ENV_FIELD_NOTES`);
    // an optional field's default is the lobby's own, not something to write in the file
    delete property.default;
    properties[field] = { description: note, ...property };
  }
  return {
    ...schema,
    title: 'Casino lobby env.json',
    description: "The deployment's settings, read by the lobby at start-up from env.json beside index.html.",
  };
}

/** The schema as the build writes it. */
export function envJsonSchemaText(): string {
  return `${JSON.stringify(envJsonSchema(), null, 2)}\n`;
}

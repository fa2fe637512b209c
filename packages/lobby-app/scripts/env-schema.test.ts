import { readFileSync } from 'node:fs';
import { EnvFileSchema } from '@lobby/domain';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../src/api/env.ts';
import { ENV_SCHEMA_FILE, envJsonSchema, envJsonSchemaText } from './env-schema.ts';

const json = (path: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
const template = json('../public/env.json');
const demo = json('../demo-casino/env.json');
const validate = new Ajv({ allErrors: true, strict: false }).compile(envJsonSchema());

describe('the JSON Schema of env.json', () => {
  it('describes every field the lobby reads, and only those, from the one valibot schema', () => {
    const properties = envJsonSchema().properties as Record<string, { description?: string }>;
    expect(Object.keys(properties).sort()).toEqual(Object.keys(EnvFileSchema.pipe[1].entries).sort());
    for (const [field, property] of Object.entries(properties))
      expect(JSON.stringify(property), field).toContain('"description"');
    expect(envJsonSchema()).toMatchObject({
      required: ['endpoint', 'passphrase', 'assetsHost'],
      additionalProperties: false,
    });
  });

  it('passes the demo env.json, which the demo lobby starts on', () => {
    expect(validate(demo), JSON.stringify(validate.errors)).toBe(true);
    expect(parseEnv(demo, 'https://casino.example/').ok).toBe(true);
  });

  it('flags the shipped template for its empty endpoint, as the lobby refuses to start on it', () => {
    expect(template.$schema).toBe(`./${ENV_SCHEMA_FILE}`);
    expect(validate(template)).toBe(false);
    expect(validate.errors?.map((error) => error.instancePath)).toContain('/endpoint');
    const read = parseEnv(template, 'https://casino.example/');
    expect(read.ok ? null : read.error).toEqual({ path: 'endpoint', message: 'is not set' });
  });

  it('passes the template once an operator fills in what it asks for', () => {
    const filled = {
      ...template,
      endpoint: 'https://casino.example/api/lobby.php',
      assetsHost: 'https://assets.casino.example/',
      passphrase: 'the platform passphrase',
    };
    expect(validate(filled), JSON.stringify(validate.errors)).toBe(true);
    expect(parseEnv(filled, 'https://casino.example/').ok).toBe(true);
  });

  it('flags a misspelt field name', () => {
    expect(validate({ ...demo, endpiont: 'x' })).toBe(false);
  });

  it('is written by the build as generated now', () => {
    expect(JSON.parse(envJsonSchemaText())).toEqual(envJsonSchema());
  });
});

import { createCipheriv, createDecipheriv, pbkdf2Sync, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decryptResponse,
  encryptResponse,
  FALLBACK_ITERATIONS,
  MAX_ITERATIONS,
  resolveIterations,
} from './decrypt.ts';

const passphrase = 'correct horse battery staple';

/** The backend's scheme written with Node's own crypto, as an independent implementation: `plaintext` sealed. */
function nodeSeal(plaintext: string | Buffer, pass: string, rounds: number): Record<string, unknown> {
  const salt = randomBytes(64);
  const iv = randomBytes(16);
  const key = pbkdf2Sync(pass, salt, rounds, 32, 'sha512');
  const cipher = createCipheriv('aes-256-cbc', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return { ciphertext: ciphertext.toString('base64'), iv: iv.toString('hex'), salt: salt.toString('hex') };
}

/** `value` as the backend sends it: JSON, sealed, with `iterationsInEnvelope` unless undefined. */
function nodeEncrypt(value: unknown, pass: string, iterationsInEnvelope: unknown, rounds: number): string {
  const envelope = nodeSeal(JSON.stringify(value), pass, rounds);
  if (iterationsInEnvelope !== undefined) envelope.iterations = iterationsInEnvelope;
  return reencode(envelope);
}

function nodeDecrypt(encoded: string, pass: string): unknown {
  const envelope = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
  const key = pbkdf2Sync(pass, Buffer.from(envelope.salt, 'hex'), envelope.iterations, 32, 'sha512');
  const decipher = createDecipheriv('aes-256-cbc', key, Buffer.from(envelope.iv, 'hex'));
  const plain = Buffer.concat([
    decipher.update(Buffer.from(envelope.ciphertext, 'base64')),
    decipher.final(),
  ]);
  return JSON.parse(plain.toString('utf8'));
}

function envelopeOf(encoded: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
}

function reencode(envelope: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(envelope), 'utf8').toString('base64');
}

describe('decryptResponse', () => {
  it('opens a body sealed by an independent implementation of the scheme', async () => {
    const body = { casino: { casino_id: 85, language: 'de' }, player: { fname: 'Zoë' } };
    await expect(decryptResponse(nodeEncrypt(body, passphrase, 1500, 1500), passphrase)).resolves.toEqual(
      body,
    );
  });

  it('reads an iteration count sent as a numeric string', async () => {
    await expect(decryptResponse(nodeEncrypt([1, 2], passphrase, '1200', 1200), passphrase)).resolves.toEqual(
      [1, 2],
    );
  });

  it.each([
    ['missing', undefined],
    ['zero', 0],
    ['negative', -5],
    ['not a number', 'many'],
  ])('falls back to 999 rounds when the iteration count is %s', async (_label, iterations) => {
    const encoded = nodeEncrypt({ ok: true }, passphrase, iterations, FALLBACK_ITERATIONS);
    await expect(decryptResponse(encoded, passphrase)).resolves.toEqual({ ok: true });
  });

  it('gives null for a wrong passphrase', async () => {
    const encoded = nodeEncrypt({ secret: 'x'.repeat(40) }, passphrase, 1000, 1000);
    // a wrong key almost always breaks the padding; if it happens not to, the plaintext is not JSON
    await expect(decryptResponse(encoded, 'wrong')).resolves.toBeNull();
  });

  it('gives null for text that is not base64', async () => {
    await expect(decryptResponse('%%% not base64 %%%', passphrase)).resolves.toBeNull();
  });

  it('gives null when the envelope is not JSON or lacks a field', async () => {
    await expect(decryptResponse(Buffer.from('hello').toString('base64'), passphrase)).resolves.toBeNull();
    const envelope = envelopeOf(nodeEncrypt(1, passphrase, 1000, 1000));
    for (const field of ['ciphertext', 'iv', 'salt']) {
      const broken = { ...envelope };
      delete broken[field];
      await expect(decryptResponse(reencode(broken), passphrase)).resolves.toBeNull();
    }
  });

  it('gives null when the iv or salt is not hex, or the iv has the wrong length', async () => {
    const envelope = envelopeOf(nodeEncrypt(1, passphrase, 1000, 1000));
    await expect(
      decryptResponse(reencode({ ...envelope, iv: 'zz'.repeat(16) }), passphrase),
    ).resolves.toBeNull();
    await expect(
      decryptResponse(reencode({ ...envelope, iv: 'ab'.repeat(8) }), passphrase),
    ).resolves.toBeNull();
    await expect(decryptResponse(reencode({ ...envelope, salt: 'abc' }), passphrase)).resolves.toBeNull();
    await expect(
      decryptResponse(reencode({ ...envelope, ciphertext: '***' }), passphrase),
    ).resolves.toBeNull();
  });

  it('gives null when the envelope bytes are not UTF-8', async () => {
    await expect(
      decryptResponse(Buffer.from([0xff, 0xfe, 0x7b]).toString('base64'), passphrase),
    ).resolves.toBeNull();
  });

  it('gives null when the plaintext is not JSON', async () => {
    const encoded = reencode(nodeSeal('not json {', passphrase, 999));
    await expect(decryptResponse(encoded, passphrase)).resolves.toBeNull();
  });

  it('gives null when the plaintext bytes are not UTF-8', async () => {
    const encoded = reencode(nodeSeal(Buffer.from([0xc3, 0x28]), passphrase, 999));
    await expect(decryptResponse(encoded, passphrase)).resolves.toBeNull();
  });

  it('tolerates surrounding whitespace such as a trailing newline', async () => {
    await expect(decryptResponse(`${nodeEncrypt('hi', passphrase, 999, 999)}\n`, passphrase)).resolves.toBe(
      'hi',
    );
  });
});

describe('encryptResponse', () => {
  it('writes a body that an independent implementation opens', async () => {
    const body = { games: [{ shortname: 'cash-bandits', jackpot: 1234.5 }], total_unread: 3 };
    const encoded = await encryptResponse(body, passphrase, { iterations: 1500 });
    expect(nodeDecrypt(encoded, passphrase)).toEqual(body);
  });

  it('writes the envelope fields in the documented encodings', async () => {
    const salt = new Uint8Array(8).fill(0xab);
    const iv = new Uint8Array(16).fill(1);
    const envelope = envelopeOf(await encryptResponse('x', passphrase, { salt, iv, iterations: 7 }));
    expect(envelope).toEqual({
      ciphertext: expect.stringMatching(/^[A-Za-z0-9+/]+=*$/),
      iv: '01'.repeat(16),
      salt: 'ab'.repeat(8),
      iterations: 7,
    });
  });

  it('is reproducible when salt and iv are pinned, and fresh otherwise', async () => {
    const options = { salt: new Uint8Array(16), iv: new Uint8Array(16) };
    expect(await encryptResponse({ a: 1 }, passphrase, options)).toBe(
      await encryptResponse({ a: 1 }, passphrase, options),
    );
    expect(await encryptResponse({ a: 1 }, passphrase)).not.toBe(await encryptResponse({ a: 1 }, passphrase));
  });

  it('uses 999 rounds by default', async () => {
    const encoded = await encryptResponse(true, passphrase);
    expect(envelopeOf(encoded).iterations).toBe(999);
    expect(nodeDecrypt(encoded, passphrase)).toBe(true);
  });

  it('derives with 999 rounds when asked for zero, as the reader will', async () => {
    const encoded = await encryptResponse('zero', passphrase, { iterations: 0 });
    await expect(decryptResponse(encoded, passphrase)).resolves.toBe('zero');
  });

  it('rejects a value without a JSON form and an iv of the wrong size', async () => {
    await expect(encryptResponse(undefined, passphrase)).rejects.toThrow(TypeError);
    await expect(encryptResponse(1, passphrase, { iv: new Uint8Array(8) })).rejects.toThrow(RangeError);
  });

  it('round-trips any JSON value: decrypt(encrypt(x)) = x', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), fc.string({ minLength: 1 }), async (value, pass) => {
        const encoded = await encryptResponse(value, pass, { iterations: 2 });
        // JSON has no -0, so compare with what JSON itself would give back
        expect(await decryptResponse(encoded, pass)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
      { numRuns: 60 },
    );
  });
});

describe('resolveIterations', () => {
  it('keeps a positive whole count and replaces anything else with 999', () => {
    expect(resolveIterations(1)).toBe(1);
    expect(resolveIterations(' 25 ')).toBe(25);
    expect(resolveIterations(0)).toBe(999);
    expect(resolveIterations(-1)).toBe(999);
    expect(resolveIterations(1.5)).toBe(999);
    expect(resolveIterations('')).toBe(999);
    expect(resolveIterations(null)).toBe(999);
  });

  it('keeps a count up to the maximum and refuses one above it', () => {
    expect(resolveIterations(MAX_ITERATIONS)).toBe(1_000_000);
    expect(resolveIterations('1000000')).toBe(1_000_000);
    expect(resolveIterations(MAX_ITERATIONS + 1)).toBeNull();
    expect(resolveIterations('2000000000')).toBeNull();
    expect(resolveIterations(1e300)).toBeNull();
    expect(resolveIterations(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('decryptResponse within a time limit', () => {
  it('refuses an envelope asking for more rounds than the maximum, without running them', async () => {
    // sealed with few rounds but claiming two billion: run as claimed, this would take minutes
    const encoded = nodeEncrypt({ ok: true }, passphrase, 2_000_000_000, 1);
    const started = performance.now();
    await expect(decryptResponse(encoded, passphrase)).resolves.toBeNull();
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('gives null at once when the call has already given up', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      decryptResponse(nodeEncrypt({ ok: true }, passphrase, 1000, 1000), passphrase, controller.signal),
    ).resolves.toBeNull();
  });

  it('gives null as soon as the call gives up, without waiting for the key', async () => {
    // the maximum number of rounds takes a good part of a second here: the abort comes well before
    const encoded = nodeEncrypt({ ok: true }, passphrase, MAX_ITERATIONS, MAX_ITERATIONS);
    const controller = new AbortController();
    const started = performance.now();
    const opened = decryptResponse(encoded, passphrase, controller.signal);
    setTimeout(() => controller.abort(), 5);
    await expect(opened).resolves.toBeNull();
    expect(performance.now() - started).toBeLessThan(150);
  });

  it('opens the answer when the signal does not abort', async () => {
    const controller = new AbortController();
    await expect(
      decryptResponse(nodeEncrypt({ ok: 1 }, passphrase, 1000, 1000), passphrase, controller.signal),
    ).resolves.toEqual({ ok: 1 });
  });

  it('will not seal with more rounds than the lobby opens', async () => {
    await expect(encryptResponse(1, passphrase, { iterations: MAX_ITERATIONS + 1 })).rejects.toThrow(
      RangeError,
    );
  });
});

import * as v from 'valibot';
import { base64ToBytes, bytesToBase64, bytesToHex, hexToBytes, utf8Decode, utf8Encode } from './encoding.ts';

/** The iteration count used when the envelope gives none, or zero or less (§5). */
export const FALLBACK_ITERATIONS = 999;

const KEY_BITS = 256;
const IV_BYTES = 16;
const DEFAULT_SALT_BYTES = 32;

/**
 * The envelope inside the base64 body: base64 ciphertext, hex iv and salt, and a PBKDF2 round count
 * that older servers send as a string.
 */
const EnvelopeSchema = v.object({
  ciphertext: v.string(),
  iv: v.string(),
  salt: v.string(),
  iterations: v.optional(v.unknown()),
});

/**
 * The most PBKDF2 rounds an answer may ask for. Each round is work on the player's device, and an envelope
 * asking for billions would keep it busy long after the call gave up; the platform sends 999 to a few
 * thousand, so a million leaves room for a stronger setting while a phone still opens an answer in about a
 * second.
 */
export const MAX_ITERATIONS = 1_000_000;

/**
 * The PBKDF2 round count from whatever the server sent: a positive whole number (or numeric string) up to
 * {@link MAX_ITERATIONS}; {@link FALLBACK_ITERATIONS} for zero or less, nothing or not a whole number (§5);
 * null for more than the maximum, which the lobby refuses to run rather than spend on it.
 *
 * @example
 * resolveIterations('1000'); // 1000
 * resolveIterations(0); // 999
 * resolveIterations(5_000_000); // null
 */
export function resolveIterations(raw: unknown): number | null {
  // Number('') and Number('  ') are 0, which the positivity check already refuses
  const n = typeof raw === 'number' || typeof raw === 'string' ? Number(raw) : Number.NaN;
  if (n > MAX_ITERATIONS) return null;
  return Number.isInteger(n) && n > 0 ? n : FALLBACK_ITERATIONS;
}

/** What decryption needs of an AbortSignal (the domain compiles without the DOM's own type). */
interface StopSignal {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

/** Resolves null once `signal` aborts; `release` drops the listener when the work ended first. */
function nullOnAbort(signal: StopSignal): { stopped: Promise<null>; release: () => void } {
  let release: () => void = () => undefined;
  const stopped = new Promise<null>((resolve) => {
    const onAbort = () => resolve(null);
    signal.addEventListener('abort', onAbort);
    release = () => signal.removeEventListener('abort', onAbort);
  });
  return { stopped, release };
}

async function deriveKey(
  passphrase: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
  usage: 'encrypt' | 'decrypt',
) {
  const subtle = globalThis.crypto.subtle;
  const material = await subtle.importKey('raw', utf8Encode(passphrase), 'PBKDF2', false, ['deriveBits']);
  const bits = await subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-512', salt, iterations },
    material,
    KEY_BITS,
  );
  return subtle.importKey('raw', new Uint8Array(bits), { name: 'AES-CBC' }, false, [usage]);
}

/**
 * Opens an encoded response (§7): base64 of a JSON envelope `{ ciphertext, iv, salt, iterations }`, keyed
 * with PBKDF2-SHA512 (32-byte key) and sealed with AES-256-CBC. Resolves to the parsed JSON plaintext, or
 * `null` when anything is wrong — bad base64, a missing field, more rounds than {@link MAX_ITERATIONS}, a
 * wrong passphrase, bad padding or plaintext that is not JSON — and at once when `signal` aborts (the call's
 * time limit ran out): the key derivation cannot be stopped, but nobody waits for it. It never rejects.
 *
 * @example
 * const body = await decryptResponse(await response.text(), env.passphrase, callSignal);
 * if (body === null) return { kind: 'decode' };
 */
export async function decryptResponse(
  encoded: string,
  passphrase: string,
  signal?: StopSignal,
): Promise<unknown | null> {
  if (!signal) return open(encoded, passphrase);
  if (signal.aborted) return null;
  const { stopped, release } = nullOnAbort(signal);
  try {
    return await Promise.race([open(encoded, passphrase, signal), stopped]);
  } finally {
    release();
  }
}

async function open(encoded: string, passphrase: string, signal?: StopSignal): Promise<unknown | null> {
  try {
    const envelopeText = utf8Decode(base64ToBytes(encoded) ?? new Uint8Array(0));
    if (envelopeText === null) return null;
    const parsed = v.safeParse(EnvelopeSchema, JSON.parse(envelopeText));
    if (!parsed.success) return null;
    const { ciphertext, iv, salt } = parsed.output;
    const ivBytes = hexToBytes(iv);
    const saltBytes = hexToBytes(salt);
    const data = base64ToBytes(ciphertext);
    const iterations = resolveIterations(parsed.output.iterations);
    if (ivBytes === null || ivBytes.length !== IV_BYTES || saltBytes === null || data === null) return null;
    if (iterations === null) return null;
    const key = await deriveKey(passphrase, saltBytes, iterations, 'decrypt');
    if (signal?.aborted) return null;
    const plain = await globalThis.crypto.subtle.decrypt({ name: 'AES-CBC', iv: ivBytes }, key, data);
    const text = utf8Decode(plain);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

/** Choices for {@link encryptResponse}; tests pin salt and iv to get a reproducible body. */
export interface EncryptOptions {
  /** PBKDF2 rounds written into the envelope; defaults to {@link FALLBACK_ITERATIONS}. */
  readonly iterations?: number;
  /** Salt bytes; defaults to 32 fresh random bytes. */
  readonly salt?: Uint8Array;
  /** 16 iv bytes; defaults to fresh random bytes. */
  readonly iv?: Uint8Array;
}

/**
 * Seals a JSON value the way the casino backend does, the inverse of {@link decryptResponse}. Used by the
 * demo casino and tests. Rejects when the value has no JSON form, the iv is not 16 bytes or the iterations
 * are more than {@link MAX_ITERATIONS}.
 *
 * @example
 * const body = await encryptResponse({ total_unread: 2 }, 'secret');
 * await decryptResponse(body, 'secret'); // { total_unread: 2 }
 */
export async function encryptResponse(
  value: unknown,
  passphrase: string,
  options: EncryptOptions = {},
): Promise<string> {
  const json = JSON.stringify(value);
  if (json === undefined) throw new TypeError('encryptResponse: the value has no JSON form');
  const iterations = options.iterations ?? FALLBACK_ITERATIONS;
  // fresh randomness per body: a reused iv or salt would let equal payloads be recognised
  const salt = new Uint8Array(
    options.salt ?? globalThis.crypto.getRandomValues(new Uint8Array(DEFAULT_SALT_BYTES)),
  );
  const iv = new Uint8Array(options.iv ?? globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES)));
  if (iv.length !== IV_BYTES) throw new RangeError(`encryptResponse: the iv must be ${IV_BYTES} bytes`);
  const rounds = resolveIterations(iterations);
  if (rounds === null) throw new RangeError(`encryptResponse: at most ${MAX_ITERATIONS} iterations`);
  const key = await deriveKey(passphrase, salt, rounds, 'encrypt');
  const sealed = await globalThis.crypto.subtle.encrypt({ name: 'AES-CBC', iv }, key, utf8Encode(json));
  const envelope = {
    ciphertext: bytesToBase64(new Uint8Array(sealed)),
    iv: bytesToHex(iv),
    salt: bytesToHex(salt),
    iterations,
  };
  return bytesToBase64(utf8Encode(JSON.stringify(envelope)));
}

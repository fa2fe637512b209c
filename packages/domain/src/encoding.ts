/**
 * Byte helpers for the encoded-response scheme. Kept separate so `decrypt.ts` reads as the scheme only.
 * Every decoder returns null on malformed input rather than throwing.
 */

/** Bytes of a hex string, or null when it is not an even run of hex digits. */
export function hexToBytes(hex: string): Uint8Array<ArrayBuffer> | null {
  if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) return null;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) {
    bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  }
  return bytes;
}

/** Lower-case hex of some bytes. */
export function bytesToHex(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) out += byte.toString(16).padStart(2, '0');
  return out;
}

/** Bytes of a standard base64 string, or null when it is not base64. */
export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> | null {
  let binary: string;
  try {
    binary = atob(base64);
  } catch {
    return null;
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Standard base64 of some bytes. */
export function bytesToBase64(bytes: Uint8Array): string {
  // btoa takes a "binary string"; build it in chunks so large bodies do not overflow the call stack
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

/** UTF-8 text of some bytes, or null when they are not valid UTF-8. */
export function utf8Decode(bytes: Uint8Array<ArrayBuffer> | ArrayBuffer): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** UTF-8 bytes of a string. */
export function utf8Encode(text: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(text);
}

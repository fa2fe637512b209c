import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64, bytesToHex, hexToBytes, utf8Decode, utf8Encode } from './encoding.ts';

describe('byte encodings', () => {
  it('reads and writes hex', () => {
    expect(bytesToHex(new Uint8Array([0, 15, 16, 255]))).toBe('000f10ff');
    expect(hexToBytes('000F10ff')).toEqual(new Uint8Array([0, 15, 16, 255]));
    expect(hexToBytes('')).toEqual(new Uint8Array(0));
    expect(hexToBytes('abc')).toBeNull();
    expect(hexToBytes('zz')).toBeNull();
    expect(hexToBytes('0x12')).toBeNull();
  });

  it('writes base64 as Node does, also beyond one 32 KiB chunk', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 70_000 }), (bytes) => {
        expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
        expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
      }),
      { numRuns: 25 },
    );
    const big = new Uint8Array(100_000).map((_, i) => i % 251);
    expect(bytesToBase64(big)).toBe(Buffer.from(big).toString('base64'));
  });

  it('refuses text that is not base64', () => {
    expect(base64ToBytes('a')).toBeNull();
    expect(base64ToBytes('***')).toBeNull();
  });

  it('reads and writes UTF-8, refusing invalid bytes', () => {
    expect(utf8Decode(utf8Encode('Señor 🎰'))).toBe('Señor 🎰');
    expect(utf8Decode(new Uint8Array([0xc3, 0x28]))).toBeNull();
  });
});

/**
 * The few platform globals the domain uses. The package compiles without the DOM library on purpose, so
 * nothing like `window` or `document` can slip in; these are present in every browser and in Node ≥ 20.
 * Only the members the package calls are declared.
 */

interface DomainCryptoKey {
  readonly type: string;
}

interface DomainSubtleCrypto {
  importKey(
    format: 'raw',
    keyData: Uint8Array<ArrayBuffer>,
    algorithm: { name: string } | string,
    extractable: boolean,
    keyUsages: readonly string[],
  ): Promise<DomainCryptoKey>;
  deriveBits(
    algorithm: { name: 'PBKDF2'; hash: string; salt: Uint8Array<ArrayBuffer>; iterations: number },
    baseKey: DomainCryptoKey,
    length: number,
  ): Promise<ArrayBuffer>;
  decrypt(
    algorithm: { name: 'AES-CBC'; iv: Uint8Array<ArrayBuffer> },
    key: DomainCryptoKey,
    data: Uint8Array<ArrayBuffer>,
  ): Promise<ArrayBuffer>;
  encrypt(
    algorithm: { name: 'AES-CBC'; iv: Uint8Array<ArrayBuffer> },
    key: DomainCryptoKey,
    data: Uint8Array<ArrayBuffer>,
  ): Promise<ArrayBuffer>;
}

declare var crypto: {
  readonly subtle: DomainSubtleCrypto;
  getRandomValues<T extends Uint8Array<ArrayBuffer>>(array: T): T;
};

declare class TextEncoder {
  encode(input?: string): Uint8Array<ArrayBuffer>;
}

declare class TextDecoder {
  constructor(label?: string, options?: { fatal?: boolean });
  decode(input?: Uint8Array<ArrayBuffer> | ArrayBuffer): string;
}

declare function atob(data: string): string;
declare function btoa(data: string): string;

/** The WHATWG URL parser: throws on what is not a URL. */
declare class URL {
  constructor(url: string, base?: string);
  readonly href: string;
  readonly protocol: string;
  readonly origin: string;
  readonly username: string;
  readonly password: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

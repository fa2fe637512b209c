export declare const DEMO_SCRIPT_HASHES: readonly string[];
export declare function frameOrigins(env: unknown): string[];
export declare function envOrigins(env: unknown, lobbyUrl: string): string[];
export declare function lobbyPolicy(options?: {
  origins?: readonly string[];
  gameFrames?: readonly string[];
  demo?: boolean;
}): string;
export declare function promoFramePolicy(): string;
export declare const TRUSTED_TYPES_POLICIES: readonly string[];
export declare function metaPolicy(options?: { demo?: boolean }): string;

export declare const chromiumCandidates: string[];
export declare function findChromium(
  exists?: (path: string) => boolean,
  env?: Record<string, string | undefined>,
): string | null;
export declare const headlessShellCandidates: string[];
export declare function findHeadlessChromium(
  exists?: (path: string) => boolean,
  env?: Record<string, string | undefined>,
): string | null;
export declare const chromiumArgs: string[];

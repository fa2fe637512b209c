export declare const chromiumCandidates: string[];
export declare function findChromium(): string | null;
export declare const chromiumArgs: string[];

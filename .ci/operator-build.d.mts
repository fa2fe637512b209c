export declare const DEMO_MARKERS: readonly string[];
export declare function filesOf(dir: string): string[];
export declare function demoCodeIn(dir: string, files?: readonly string[]): string[];

export declare const SLOW_FRESH_PAGE_US: number;
export declare const PERFORMANCE_BAR: number;
export declare const SLOW_HOST_PERFORMANCE_FLOOR: number;
export declare function measureFreshPageUs(runs?: number): number | null;
export declare function performanceBarFor(freshPageUs: number | null): {
  bar: number;
  slowHost: boolean;
  reason: string | null;
};

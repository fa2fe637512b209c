export declare const MAX_LINES: number;
export declare function isCheckedSource(file: string): boolean;
export declare function oversizeFiles(
  files: readonly string[],
  read?: (file: string) => string,
): { file: string; lines: number }[];

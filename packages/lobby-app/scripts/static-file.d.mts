export declare function fileInside(root: string, encoded: string): string | null;

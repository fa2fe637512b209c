export declare function parsePo(text: string): { id: string; str: string; ctx?: string }[];

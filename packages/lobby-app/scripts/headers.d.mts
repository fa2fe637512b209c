export type HeaderSet = Readonly<Record<string, string>>;
export interface ResponseHeaders {
  readonly page: HeaderSet;
  readonly promoFrame: HeaderSet;
  readonly asset: HeaderSet;
  readonly file: HeaderSet;
}
export declare const PERMISSIONS_POLICY: string;
export declare const STRICT_TRANSPORT_SECURITY: string;
export declare const CACHE_IMMUTABLE: string;
export declare const CACHE_REVALIDATE: string;
export declare const DEPLOY_FILES: { readonly headers: string; readonly nginx: string };
export declare function responseHeaders(options: {
  env?: unknown;
  lobbyUrl: string;
  https: boolean;
  csp?: boolean;
}): ResponseHeaders;
export declare function kindOf(relative: string): keyof ResponseHeaders;
export declare function headersFile(headers: ResponseHeaders, basePath: string): string;
export declare function nginxServer(
  headers: ResponseHeaders,
  options: {
    root: string;
    basePath: string;
    serverName?: string;
    listen?: string;
    redirectFrom?: string | null;
    certificate?: string;
    certificateKey?: string;
    mimeTypes?: string;
    proxy?: { paths: readonly string[]; to: string };
  },
): string;
export declare function withMetaPolicy(html: string, policy: string): string;
export declare function writeDeployFiles(
  dist: string,
  options?: {
    basePath?: string;
    serverName?: string;
    origin?: string;
    root?: string;
    nginx?: Omit<Parameters<typeof nginxServer>[1], 'root' | 'basePath' | 'serverName'>;
  },
): void;

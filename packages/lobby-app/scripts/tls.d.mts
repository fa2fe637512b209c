export declare function selfSignedCertificate(
  host: string,
  folder: string,
): { certificate: string; key: string };

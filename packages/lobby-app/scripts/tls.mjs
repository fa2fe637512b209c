// A throwaway self-signed certificate for serving the build over HTTPS on this machine (the bundled server's
// HTTPS mode and the nginx suite), made with openssl. Valid for two days, for the one host it names.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * Writes `cert.pem` and `key.pem` for `host` (a name or an IP address) into `folder`.
 * @returns {{ certificate: string, key: string }} the two files' paths
 */
export function selfSignedCertificate(host, folder) {
  const certificate = join(folder, 'cert.pem');
  const key = join(folder, 'key.pem');
  const subject = /^[\d.]+$/.test(host) ? `IP:${host}` : `DNS:${host}`;
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=lobby-local',
      '-addext',
      `subjectAltName=${subject}`,
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { stdio: 'ignore' },
  );
  return { certificate, key };
}

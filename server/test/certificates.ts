/**
 * Test support: throw-away certificates made with openssl for local HTTPS servers that speak a
 * provider's API (Mollie, a browser push service). The client under test is given the CA and keeps
 * checking certificates, as in production.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Throw-away certificates (openssl): a test CA, and a certificate it signed for 127.0.0.1,
 * as PEM, for a local HTTPS server.
 */
export function localCertificates(): { ca: Buffer; key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'test-cert-'));
  const file = (name: string) => path.join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'ignore' });
  const ecKey = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'];
  try {
    openssl(
      'req',
      '-x509',
      ...ecKey,
      '-days',
      '1',
      '-subj',
      '/CN=Amora test CA',
      '-keyout',
      file('ca.key'),
      '-out',
      file('ca.pem'),
    );
    openssl(
      'req',
      ...ecKey,
      '-subj',
      '/CN=127.0.0.1',
      '-keyout',
      file('key.pem'),
      '-out',
      file('server.csr'),
    );
    writeFileSync(file('server.ext'), 'subjectAltName=IP:127.0.0.1\nextendedKeyUsage=serverAuth\n');
    openssl(
      'x509',
      '-req',
      '-in',
      file('server.csr'),
      '-CA',
      file('ca.pem'),
      '-CAkey',
      file('ca.key'),
      '-CAcreateserial',
      '-days',
      '1',
      '-extfile',
      file('server.ext'),
      '-out',
      file('cert.pem'),
    );
    return {
      ca: readFileSync(file('ca.pem')),
      key: readFileSync(file('key.pem')),
      cert: readFileSync(file('cert.pem')),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Another throw-away CA, which did not sign the local server's certificate. */
export function otherCertificateAuthority(): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'test-ca-'));
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '1'].concat(
        ['-subj', '/CN=Other CA', '-keyout', path.join(dir, 'ca.key'), '-out', path.join(dir, 'ca.pem')],
      ),
      { stdio: 'ignore' },
    );
    return readFileSync(path.join(dir, 'ca.pem'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

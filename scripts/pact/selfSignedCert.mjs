// A self-signed certificate for localhost and 127.0.0.1 (the PACT conformance run's TLS), made with
// the selfsigned package: node scripts/pact/selfSignedCert.mjs <folder> writes cert.pem and key.pem.
import fs from 'node:fs';
import path from 'node:path';
import { generate } from 'selfsigned';

const folder = process.argv[2];
if (!folder) {
  console.error('usage: node scripts/pact/selfSignedCert.mjs <folder>');
  process.exit(1);
}
const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
  keySize: 2048,
  extensions: [
    { name: 'basicConstraints', cA: false },
    { name: 'extKeyUsage', serverAuth: true },
    {
      name: 'subjectAltName',
      altNames: [
        { type: 2, value: 'localhost' },
        { type: 7, ip: '127.0.0.1' },
      ],
    },
  ],
});
fs.writeFileSync(path.join(folder, 'cert.pem'), pems.cert);
fs.writeFileSync(path.join(folder, 'key.pem'), pems.private, { mode: 0o600 });

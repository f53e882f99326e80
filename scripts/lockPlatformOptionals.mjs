/**
 * Records in package-lock.json the other platforms' native builds that packages such as @swc/core list as
 * optional dependencies. The registry this project installs from serves only some platforms' builds, so npm
 * leaves the rest out of the lock, and `npm ci` then refuses the lock as out of sync (npm/cli#4828, #8320).
 * The entries carry os/cpu, so npm skips them on every other platform and never downloads them.
 * Runs after every `npm install` (root postinstall); changes nothing when the lock is already complete.
 */
import fs from 'node:fs';
import path from 'node:path';

const lockPath = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'package-lock.json');
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

const OS = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openharmony', 'sunos', 'aix', 'netbsd', 'openbsd'];
const CPU = {
  arm64: 'arm64',
  x64: 'x64',
  ia32: 'ia32',
  arm: 'arm',
  ppc64: 'ppc64',
  riscv64: 'riscv64',
  s390x: 's390x',
  loong64: 'loong64',
  wasm32: 'wasm32',
};

/** os/cpu/libc of a native build, read from its name (e.g. @swc/core-linux-arm-gnueabihf). */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.map((part) => CPU[part]).find(Boolean);
  if (!cpu) return null;
  if (cpu === 'wasm32') return { cpu: ['wasm32'] };
  const platform = { os: [os ?? 'unknown'], cpu: [cpu] };
  if (os === 'linux') platform.libc = [parts.some((part) => part.startsWith('musl')) ? 'musl' : 'glibc'];
  return platform;
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const platform = platformOf(name);
    if (!platform) continue;
    const base = location === '' ? '' : `${location}/`;
    const here = `${base}node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[here] || packages[hoisted]) continue;
    packages[hoisted] = { version, dev: entry.dev, optional: true, ...platform };
    if (!packages[hoisted].dev) delete packages[hoisted].dev;
    added += 1;
  }
}
if (added > 0) {
  lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
  fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`package-lock.json: recorded ${added} optional native builds of other platforms`);
}

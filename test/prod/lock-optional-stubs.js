#!/usr/bin/env node
// Usage: node test/prod/lock-optional-stubs.js package-lock.json
// The registry this project installs from lacks some platform builds of optional packages (e.g.
// @swc/core-darwin-arm64@1.16.22), so `npm install` leaves them out of package-lock.json and then
// `npm ci` refuses the lock ("Missing: ... from lock file"). This adds an entry with the platform
// (os/cpu/libc) for each such optional package: npm ci validates, and skips them on other platforms.
// Run it after an npm install that changed the lock, if `npm ci --dry-run` complains again.
const fs = require('fs');
const file = process.argv[2];
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const pk = lock.packages;
const OS = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openbsd', 'netbsd', 'sunos', 'aix', 'openharmony'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el', 'wasm32'];
function platform(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p)) ?? (parts.includes('universal') ? undefined : undefined);
  const libc =
    parts.includes('musl') || parts.includes('musleabihf')
      ? 'musl'
      : parts.includes('gnu') || parts.includes('gnueabihf')
        ? 'glibc'
        : undefined;
  return { os, cpu, libc };
}
function resolveFrom(loc, name) {
  // node resolution inside the lock: loc/node_modules/name, then parents
  let base = loc;
  for (;;) {
    const p = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (pk[p]) return p;
    if (!base) return null;
    const i = base.lastIndexOf('/node_modules/');
    base = i < 0 ? '' : base.slice(0, i);
  }
}
const added = [];
for (const [loc, entry] of Object.entries(pk)) {
  if (!loc || !entry.optionalDependencies) continue;
  for (const [name, range] of Object.entries(entry.optionalDependencies)) {
    if (resolveFrom(loc, name)) continue;
    const { os, cpu, libc } = platform(name);
    if (!os && !cpu) {
      console.error(`cannot tell the platform of ${name} (${loc}): left alone`);
      continue;
    }
    const key = `node_modules/${name}`;
    if (pk[key]) continue;
    const version = String(range).replace(/^[\^~=]/, '');
    pk[key] = {
      version,
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(entry.dev ? { dev: true } : {}),
      ...(libc ? { libc: [libc] } : {}),
      optional: true,
      ...(os ? { os: [os] } : {}),
    };
    added.push(`${name}@${version} (${[os, cpu, libc].filter(Boolean).join('/')})`);
  }
}
const sorted = Object.fromEntries(Object.entries(pk).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'en'))));
lock.packages = sorted;
fs.writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log(added.join('\n'));
console.log(`${added.length} stub entries added`);

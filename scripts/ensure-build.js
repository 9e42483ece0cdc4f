#!/usr/bin/env node
// Builds the app when dist/ is missing or older than any source file, so `npm start` always runs fresh code.
const { execSync } = require('node:child_process');
const { existsSync, readdirSync, statSync } = require('node:fs');
const { join } = require('node:path');

const root = join(__dirname, '..');
const marker = join(root, 'dist', '.build-stamp');
// (npm start always runs ./dist; OUT_DIR is for private builds of tests and helpers)
const inputs = [
  'src',
  'client',
  'package.json',
  'package-lock.json',
  'webpack.config.js',
  'tsconfig.json',
  'tsconfig.build.json',
  'scripts/build.js',
  'scripts/build-icons.js',
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

const built = existsSync(marker) ? statSync(marker).mtimeMs : 0;
const changed = Math.max(...inputs.map((p) => newest(join(root, p))));
// A production install (npm prune --omit=dev, the Docker image) has a build and no build tools; its
// package-lock.json is rewritten by the prune after the build. Its build is the one to run.
const canBuild = existsSync(join(root, 'node_modules', 'webpack'));
if (built < changed && (canBuild || !built)) {
  console.log(built ? 'Sources changed since the last build: rebuilding…' : 'No build yet: building (about a minute)…');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}

#!/usr/bin/env node
// Production build: server (tsc) and client (webpack: browser bundle + server-render bundle) into
// OUT_DIR (default ./dist), then a stamp that `npm start` compares with the sources.
const { execSync } = require('node:child_process');
const { existsSync, rmSync, writeFileSync } = require('node:fs');
const { join, resolve } = require('node:path');

const root = join(__dirname, '..');
const out = resolve(root, process.env.OUT_DIR || 'dist');
const run = (cmd) => execSync(cmd, { cwd: root, stdio: 'inherit', env: { ...process.env, OUT_DIR: out } });

rmSync(out, { recursive: true, force: true });
run(`npx tsc -p tsconfig.build.json --outDir "${out}"`);
if (existsSync(join(root, 'webpack.config.js'))) run('npx webpack --mode production');
run('node scripts/build-icons.js');
writeFileSync(join(out, '.build-stamp'), new Date().toISOString());

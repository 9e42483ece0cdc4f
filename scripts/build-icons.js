#!/usr/bin/env node
// The favicon and app icons (PNG) from client/src/icons/*.svg, made with sharp at build time into
// OUT_DIR/client/icons (served by src/site/site.controller.ts). The maskable icon keeps the mark
// inside the safe zone, so a phone's round or squircle mask never cuts it.
const { copyFileSync, mkdirSync } = require('node:fs');
const { join, resolve } = require('node:path');
const sharp = require('sharp');

const root = join(__dirname, '..');
const out = join(resolve(root, process.env.OUT_DIR || 'dist'), 'client', 'icons');
const src = (name) => join(root, 'client', 'src', 'icons', name);

const ICONS = [
  { file: 'favicon-32.png', svg: 'icon.svg', size: 32 },
  { file: 'apple-touch-icon.png', svg: 'icon-maskable.svg', size: 180 },
  { file: 'icon-192.png', svg: 'icon.svg', size: 192 },
  { file: 'icon-512.png', svg: 'icon.svg', size: 512 },
  { file: 'icon-maskable-512.png', svg: 'icon-maskable.svg', size: 512 },
];

async function main() {
  mkdirSync(out, { recursive: true });
  copyFileSync(src('icon.svg'), join(out, 'favicon.svg'));
  await Promise.all(
    ICONS.map(({ file, svg, size }) =>
      sharp(src(svg), { density: 384 }).resize(size, size).png({ compressionLevel: 9 }).toFile(join(out, file)),
    ),
  );
}

main().catch((error) => {
  console.error(`Icons not built: ${error.message}`);
  process.exit(1);
});

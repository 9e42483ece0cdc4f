import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';
import { runInThisContext } from 'node:vm';
import type { PublicApi } from '../../client/src/shared/public-api';
import type { RenderResult } from '../../client/src/shared/render-result';
import type { SiteConfig } from '../../client/src/shared/site-config';

/** The client build's files for the entry (client/src/document.ts EntryAssets). */
export interface EntryAssets {
  js: string[];
  css: string[];
  /** Every visitor file (app and page chunks too, not the admin's), for the service worker to keep. */
  shell?: string[];
  /** The entry's code, put inline in every document's head (its hash is in the CSP: inlineEntry). */
  inline?: string;
}

export interface RenderOptions {
  api: PublicApi;
  site: SiteConfig;
  seed: number;
  assets: EntryAssets;
}

/**
 * What the server-render bundle (client/src/entry-server.tsx, built by webpack) exports. The types
 * are repeated here so the server's compile does not pull the browser app in.
 */
export interface ServerBundle {
  render(request: Request, options: RenderOptions): Promise<RenderResult>;
  renderShell(site: SiteConfig, assets: EntryAssets): string;
  isAdminPath(pathname: string): boolean;
}

export interface ClientBuild {
  bundle: ServerBundle;
  assets: EntryAssets;
  /** Directory of the hashed browser files served under /assets. */
  assetsDir: string;
  /** Directory of the favicon and app icons (scripts/build-icons.js), served under /icons. */
  iconsDir: string;
  /** The service worker as served at /sw.js (this build's version prepended); null when not built. */
  serviceWorker: string | null;
  /** CSP source expressions of the inline entry ('sha256-...'), for script-src. */
  scriptHashes: string[];
}

/** The icon files the build makes (scripts/build-icons.js); nothing else is served from /icons. */
export const ICON_FILES = [
  'favicon.svg',
  'favicon-32.png',
  'apple-touch-icon.png',
  'icon-192.png',
  'icon-512.png',
  'icon-maskable-512.png',
];

/**
 * /sw.js: the built worker with `self.HP_BUILD` in front — a version made from the entry's hashed
 * files and the worker itself, and the shell to keep (the entry's JS and CSS, the icons). Any new
 * build changes these bytes, so the browser installs the new worker, which drops the old cache.
 */
export function serviceWorkerScript(workerSource: string, assets: EntryAssets): string {
  const version = createHash('sha256').update(JSON.stringify(assets)).update(workerSource).digest('base64url').slice(0, 16);
  // The entry loads the app and the page's chunk later: all of them are kept, so the app runs offline.
  const shell = [
    ...new Set([...assets.js, ...assets.css, ...(assets.shell ?? [])]),
    '/manifest.webmanifest',
    '/icons/favicon-32.png',
    '/icons/icon-192.png',
  ];
  return `self.HP_BUILD=${JSON.stringify({ version, shell })};\n${workerSource}`;
}

/** The web app manifest (installable site): name, colours, icons; start at home. */
export function webManifest(site: SiteConfig): Record<string, unknown> {
  return {
    name: site.siteName,
    short_name: site.siteName,
    description: 'How-to guides in English and Filipino — learn how, alamin paano.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#f8fafc',
    theme_color: '#0f766e',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/** A script's CSP hash source ('sha256-<base64>'), as script-src names an inline script it allows. */
export function scriptHash(source: string): string {
  return `sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}`;
}

/**
 * The entry's code to put inline in the document (issue 11, "Phone"): a phone on a slow network then
 * needs no request, and on HTTP/1.1 no second connection, before the page is ready, and the reader's
 * text size is applied before the first layout. The entry is a few KB (webpack.config.js) and stays a
 * file too, for a build whose code could not go inline: text that would end the <script> element
 * early (`</script`, `<!--`) leaves it linked (undefined here).
 */
export function inlineEntry(assetsDir: string, files: string[]): string | undefined {
  const source = files.map((file) => readFileSync(join(assetsDir, basename(file)), 'utf8').trim()).join(';\n');
  return /<\/script|<!--/i.test(source) ? undefined : source;
}

/** The project root: the nearest directory above this file holding package.json. */
export function findProjectRoot(start: string = __dirname): string {
  let dir = resolve(start);
  for (;;) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

/** Where the build lives: BUILD_DIR, else the project's dist/. */
export function buildDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.BUILD_DIR ? resolve(env.BUILD_DIR) : join(findProjectRoot(), 'dist');
}

/**
 * Loads the server-render bundle and the browser manifest, or null when the client is not built.
 * The bundle is evaluated with a require rooted at the project, so its externals (react,
 * react-dom, react-router) come from the project's node_modules wherever the build directory is.
 */
export function loadClientBuild(dir: string = buildDir()): ClientBuild | null {
  const bundleFile = join(dir, 'ssr', 'entry-server.js');
  const manifestFile = join(dir, 'client', 'manifest.json');
  if (!existsSync(bundleFile) || !existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { entry: EntryAssets };
  const projectRequire = createRequire(join(findProjectRoot(), 'package.json'));
  const module = { exports: {} as ServerBundle };
  const wrapper = runInThisContext(`(function (exports, require, module, __filename, __dirname) {${readFileSync(bundleFile, 'utf8')}\n})`, {
    filename: bundleFile,
  }) as (exports: unknown, require: NodeJS.Require, module: unknown, filename: string, dirname: string) => void;
  wrapper(module.exports, projectRequire, module, bundleFile, dirname(bundleFile));
  const workerFile = join(dir, 'client', 'sw', 'sw.js');
  const assetsDir = join(dir, 'client', 'assets');
  const inline = inlineEntry(assetsDir, manifest.entry.js);
  return {
    bundle: module.exports,
    assets: { ...manifest.entry, inline },
    assetsDir,
    iconsDir: join(dir, 'client', 'icons'),
    serviceWorker: existsSync(workerFile) ? serviceWorkerScript(readFileSync(workerFile, 'utf8'), manifest.entry) : null,
    scriptHashes: inline === undefined ? [] : [scriptHash(inline)],
  };
}

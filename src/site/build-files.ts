import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { runInThisContext } from 'node:vm';
import type { PublicApi } from '../../client/src/api/public-api';

/** The client build's files for the entry (client/src/document.ts EntryAssets). */
export interface EntryAssets {
  js: string[];
  css: string[];
}

/** The configuration values the pages show (client/src/public/site.ts SiteConfig). */
export interface SiteConfig {
  siteName: string;
  siteUrl: string;
  contactEmail: string;
  contactPhone: string;
  facebookUrl: string;
  instagramUrl: string;
  governingCity: string;
}

export interface RenderOptions {
  api: PublicApi;
  site: SiteConfig;
  seed: number;
  assets: EntryAssets;
  nonce: string;
}

export type RenderResult =
  | { type: 'redirect'; status: number; location: string }
  | { type: 'page'; status: number; html: string; head: { lang: string; title: string }; search: boolean };

/**
 * What the server-render bundle (client/src/entry-server.tsx, built by webpack) exports. The types
 * are repeated here so the server's compile does not pull the browser app in.
 */
export interface ServerBundle {
  render(request: Request, options: RenderOptions): Promise<RenderResult>;
  renderShell(site: SiteConfig, assets: EntryAssets, nonce: string): string;
  isAdminPath(pathname: string): boolean;
}

export interface ClientBuild {
  bundle: ServerBundle;
  assets: EntryAssets;
  /** Directory of the hashed browser files served under /assets. */
  assetsDir: string;
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
  const wrapper = runInThisContext(
    `(function (exports, require, module, __filename, __dirname) {${readFileSync(bundleFile, 'utf8')}\n})`,
    { filename: bundleFile },
  ) as (exports: unknown, require: NodeJS.Require, module: unknown, filename: string, dirname: string) => void;
  wrapper(module.exports, projectRequire, module, bundleFile, dirname(bundleFile));
  return { bundle: module.exports, assets: manifest.entry, assetsDir: join(dir, 'client', 'assets') };
}

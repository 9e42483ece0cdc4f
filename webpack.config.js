// Two builds of the same React app (client/src):
//  - browser: entry-client.tsx → OUT_DIR/client/assets/[name].[contenthash].js (+ extracted, hashed CSS),
//    with OUT_DIR/client/manifest.json naming the entry's files for the server to link. The entry is a
//    few KB; the React app is the lazy chunk "app" (entry-app.tsx), loaded on the first interaction, each
//    page type's component a chunk "page-*" and the admin area the chunk "admin" (routes.tsx), so a
//    visitor downloads only the page's own code and never the admin's; node_modules go to shared
//    chunks that stay cached from one build to the next while only the app changes.
//  - service worker: client/src/offline/service-worker.ts → OUT_DIR/client/sw/sw.js (one file, no hash: its
//    address must stay /sw.js; the server prepends the build's version, so each build is a new worker).
//  - server: entry-server.tsx → OUT_DIR/ssr/entry-server.js (one CommonJS file, node target), loaded by
//    src/site to render public pages. React and react-router stay external so they come from node_modules.
// OUT_DIR is an absolute path given by scripts/build.js (default ./dist).
const path = require('node:path');
const webpack = require('webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const { WebpackManifestPlugin } = require('webpack-manifest-plugin');

const root = __dirname;
const outDir = path.resolve(root, process.env.OUT_DIR || 'dist');
const extensions = ['.tsx', '.ts', '.js', '.json'];

/** .swcrc-compatible options; webpack handles the modules, so swc keeps ES modules for tree shaking. */
function swcOptions(target) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true, decorators: false },
      transform: { react: { runtime: 'automatic' } },
      target,
    },
    module: { type: 'es6' },
    sourceMaps: false,
  };
}

function tsRule(target) {
  return { test: /\.[jt]sx?$/, exclude: /node_modules/, use: { loader: 'swc-loader', options: swcOptions(target) } };
}

/**
 * The entry's own JS and CSS, in order, for the server to put in the document; `chunks`, the files of
 * each named lazy chunk (app, page-guide, page-home, ..., admin) with what they share, so a test can
 * tell which ones a page loaded; `shell`, every visitor file (all but the admin's), which the service
 * worker keeps so the app runs offline on any page.
 */
function generateManifest(seed, files, entrypoints) {
  const main = entrypoints.main || [];
  const chunks = {};
  const shell = new Set();
  for (const file of files) {
    if (!file.chunk || !/\.(js|css)$/.test(file.path)) continue;
    const groups = [...file.chunk.groupsIterable].map((group) => group.name).filter(Boolean);
    for (const name of groups) (chunks[name] ??= []).push(file.path);
    if (groups.some((name) => name !== 'admin')) shell.add(file.path);
  }
  return {
    entry: {
      js: main.filter((f) => f.endsWith('.js')).map((f) => `/assets/${f}`),
      css: main.filter((f) => f.endsWith('.css')).map((f) => `/assets/${f}`),
      shell: [...shell].sort(),
    },
    chunks,
    files: Object.fromEntries(files.map((f) => [f.name, f.path])),
  };
}

module.exports = (env, argv) => {
  const production = (argv && argv.mode) !== 'development';
  const browser = {
    name: 'browser',
    target: 'web',
    mode: production ? 'production' : 'development',
    devtool: production ? false : 'source-map',
    entry: { main: path.join(root, 'client/src/entry-client.tsx') },
    output: {
      path: path.join(outDir, 'client', 'assets'),
      publicPath: '/assets/',
      filename: '[name].[contenthash].js',
      chunkFilename: '[name].[contenthash].js',
      assetModuleFilename: '[name].[contenthash][ext]',
      clean: true,
    },
    resolve: { extensions },
    module: {
      rules: [
        tsRule('es2020'),
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, { loader: 'css-loader', options: { importLoaders: 0 } }] },
      ],
    },
    plugins: [
      new MiniCssExtractPlugin({ filename: '[name].[contenthash].css', chunkFilename: '[name].[contenthash].css' }),
      new WebpackManifestPlugin({ fileName: '../manifest.json', publicPath: '/assets/', generate: generateManifest }),
    ],
    optimization: {
      minimizer: ['...', new CssMinimizerPlugin()],
      // Lazily imported code (the app, each page, the admin) in chunks; node_modules apart from ours.
      // React (with React DOM) and the router apart: each is its own script, so the browser compiles and runs them in
      // separate tasks (shorter main-thread blocks on a slow phone), and both stay cached across builds.
      splitChunks: {
        chunks: 'async',
        cacheGroups: {
          react: { test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, name: 'vendor-react', priority: 20 },
          router: { test: /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/, name: 'vendor-router', priority: 20 },
        },
      },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };

  const server = {
    name: 'server',
    target: 'node20',
    mode: production ? 'production' : 'development',
    devtool: false,
    entry: { 'entry-server': path.join(root, 'client/src/entry-server.tsx') },
    output: {
      path: path.join(outDir, 'ssr'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: { extensions },
    externalsPresets: { node: true },
    externals: [
      ({ request }, callback) =>
        /^(react|react-dom|react-router)(\/|$)/.test(request) ? callback(null, `commonjs ${request}`) : callback(),
    ],
    module: {
      rules: [
        tsRule('es2022'),
        // Styles only matter in the browser build.
        { test: /\.css$/, type: 'asset/source' },
      ],
    },
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };

  const serviceWorker = {
    name: 'service-worker',
    target: 'webworker',
    mode: production ? 'production' : 'development',
    devtool: false,
    entry: { sw: path.join(root, 'client/src/offline/service-worker.ts') },
    output: { path: path.join(outDir, 'client', 'sw'), filename: 'sw.js', clean: true },
    resolve: { extensions },
    module: { rules: [tsRule('es2020')] },
    performance: { hints: false },
    stats: 'errors-warnings',
  };

  return [browser, server, serviceWorker];
};

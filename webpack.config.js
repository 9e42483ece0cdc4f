// Two builds of the same React app (client/src):
//  - browser: entry-client.tsx → OUT_DIR/client/assets/[name].[contenthash].js (+ extracted, hashed CSS),
//    with OUT_DIR/client/manifest.json naming the entry's files for the server to link. The admin area is
//    a separate lazy chunk (routes.tsx imports it with webpackChunkName "admin"), so a visitor never downloads it.
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

/** The entry's own JS and CSS, in order, for the server to put in the document. */
function generateManifest(seed, files, entrypoints) {
  const main = entrypoints.main || [];
  return {
    entry: {
      js: main.filter((f) => f.endsWith('.js')).map((f) => `/assets/${f}`),
      css: main.filter((f) => f.endsWith('.css')).map((f) => `/assets/${f}`),
    },
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
      // One visitor bundle; lazily imported areas (admin) get their own chunks.
      splitChunks: { chunks: 'async' },
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

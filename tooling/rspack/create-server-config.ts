/**
 * The server bundle of an app, built beside its client bundle (dist/server, published in the same versioned
 * folder): Node code the page server runs (docs/architecture.md, "How a request becomes HTML").
 * - a remote: a Module Federation container exposing the same modules as in the browser, as CommonJS
 *   (`remoteEntry.js` and its chunks, loaded from disk);
 * - the shell: the renderer (`render.js`), which provides the shared singletons to those containers.
 */
import { rspack, type Compiler, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sharedDependencies } from '../federation/shared-deps';
import { federationName, type FRONTEND_APPS } from '../../shared/src/contracts/apps.js';
import { swcRule } from './swc-rule';
import { buildOutput } from './build-output';

type AppName = (typeof FRONTEND_APPS)[number];

export const SERVER_FOLDER = 'server';

/** The repository is "type": "module"; the server bundles are CommonJS, which a package.json beside them says. */
class CommonJsMarkerPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('CommonJsMarker', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CommonJsMarker', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('package.json', new rspack.sources.RawSource('{"type":"commonjs"}\n'));
      });
    });
  }
}

export function createServerConfig(options: { name: AppName; dir: string; role: 'host' | 'remote'; exposes?: Record<string, string> }): Configuration {
  const { name, dir, role } = options;
  const pkg = JSON.parse(readFileSync(resolve(dir, 'package.json'), 'utf8')) as { version: string };
  // The server shares the same modules; tree shaking of the share scope is a browser download concern.
  const shared = Object.fromEntries(Object.entries(sharedDependencies()).map(([key, item]) => [key, { ...item, treeShaking: undefined }]));
  return {
    name: `${name}-server`,
    // After the client build: its output.clean would otherwise delete this folder emitted in parallel.
    dependencies: [name],
    context: dir,
    mode: 'production',
    devtool: false,
    target: role === 'host' ? 'node20' : 'async-node',
    entry: role === 'host' ? { render: './src/server/index.ts' } : {},
    output: {
      path: resolve(buildOutput(dir), SERVER_FOLDER),
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: '../assets/[name].[contenthash:8][ext]',
      uniqueName: `${federationName(name)}_server`,
      library: role === 'host' ? { type: 'commonjs2' } : undefined,
      // Chunks are read from the bundle's own folder; this prefix only names pictures, and today only the
      // shell's (at the site's root) are drawn by server-rendered pages (remotes import none).
      publicPath: '/',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    module: {
      rules: [
        swcRule({ production: true, targets: 'node 20' }),
        // Pictures keep the client's file names (same content hash): the server only needs their URLs.
        { test: /\.(png|jpe?g|gif|webp|svg|ico|woff2?)$/i, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify('production'),
        __APP_NAME__: JSON.stringify(name),
        __APP_VERSION__: JSON.stringify(pkg.version),
        __API_BASE__: JSON.stringify(process.env.PORTAL_API_BASE ?? '/api'),
        __SHARED_VERSIONS__: JSON.stringify(Object.fromEntries(Object.entries(shared).map(([key, item]) => [key, item.version]))),
      }),
      ...(role === 'remote'
        ? [
            new ModuleFederationPlugin({
              name: federationName(name),
              filename: 'remoteEntry.js',
              library: { type: 'commonjs-module' },
              remoteType: 'script',
              exposes: options.exposes ?? {},
              shared,
              shareStrategy: 'loaded-first',
              manifest: false,
              dts: false,
              experiments: { optimization: { target: 'node' } },
            }),
          ]
        : []),
      new CommonJsMarkerPlugin(),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
    experiments: { css: true },
  };
}

/**
 * One rspack configuration shape for the shell (federation host) and every remote.
 * Each app's rspack.config.ts calls this with its name, role and exposes.
 */
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { readFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { sharedDependencies } from '../federation/shared-deps';
import { startupPreloadPlugin } from './startup-preload';
import { startupSplitChunks } from './startup-chunks';
import { bootAssetsPlugin } from './boot-assets';
import { swcRule } from './swc-rule';
import { buildOutput } from './build-output';
import { createServerConfig } from './create-server-config';
import { DAYJS_LOCALE_NAMES, LOCALES, STARTUP_NAMESPACES } from '../../shared/src/constants/locales.js';
import { shellContractPlugin } from '../federation/shell-contract';
import { API_PORT, devPortOf, federationName, REMOTE_APPS, type FRONTEND_APPS } from '../../shared/src/contracts/apps.js';

type AppName = (typeof FRONTEND_APPS)[number];

export interface AppConfigOptions {
  name: AppName;
  /** Absolute path of the app folder. */
  dir: string;
  role: 'host' | 'remote';
  exposes?: Record<string, string>;
  runtimePlugins?: string[];
  /** Extra configurations built alongside (e.g. the shell's SharedWorker). */
  extra?: Configuration[];
}

/** The shell's start loads the shared namespaces and dayjs's words in the page's language (its provided copy). */
function shellStartupLocale(resource: string, provided: boolean): string | null {
  const strings = /[\\/]shared[\\/]src[\\/]i18n[\\/]locales[\\/]([a-z]{2})[\\/]([a-z-]+)\.json$/.exec(resource);
  if (strings) return (STARTUP_NAMESPACES as readonly string[]).includes(strings[2] ?? '') ? (strings[1] ?? null) : null;
  const dates = /[\\/]node_modules[\\/]dayjs[\\/]locale[\\/]([a-z-]+)\.js$/.exec(resource);
  return dates && provided ? (LOCALES.find((locale) => DAYJS_LOCALE_NAMES[locale] === dates[1]) ?? null) : null;
}

/** A remote's start loads its own namespace, src/locales/<language>.json. */
function remoteStartupLocale(dir: string) {
  const folder = resolve(dir, 'src', 'locales');
  return (resource: string) => (dirname(resource) === folder ? (/^([a-z]{2})\.json$/.exec(basename(resource))?.[1] ?? null) : null);
}

export function createAppConfig(options: AppConfigOptions, env: { mode?: string } = {}): Configuration[] {
  const { name, dir, role } = options;
  const production = (env.mode ?? process.env.NODE_ENV) !== 'development';
  const pkg = JSON.parse(readFileSync(resolve(dir, 'package.json'), 'utf8')) as { version: string };
  const port = devPortOf(name);

  const config: Configuration = {
    name,
    context: dir,
    mode: production ? 'production' : 'development',
    // Production maps carry no sourceMappingURL comment; scripts/assemble.mjs moves them out of the served
    // folder (dist/sourcemaps), so the portal never publishes its sources.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    entry: { main: './src/index.ts' },
    target: ['web', 'es2022'],
    output: {
      path: buildOutput(dir),
      publicPath: role === 'host' ? '/' : 'auto',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: federationName(name),
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    module: {
      rules: [
        swcRule({ production, targets: 'chrome >= 100, firefox >= 100, safari >= 15' }),
        { test: /\.(png|jpe?g|gif|webp|svg|ico|woff2?)$/i, type: 'asset/resource' },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        __APP_NAME__: JSON.stringify(name),
        __APP_VERSION__: JSON.stringify(pkg.version),
        __API_BASE__: JSON.stringify(process.env.PORTAL_API_BASE ?? '/api'),
      }),
      new ModuleFederationPlugin({
        name: federationName(name),
        filename: 'remoteEntry.js',
        ...(role === 'remote' ? { exposes: options.exposes ?? {} } : { remotes: {} }),
        shared: sharedDependencies(),
        shareStrategy: 'loaded-first',
        runtimePlugins: options.runtimePlugins ?? [],
        manifest: true,
        dts: false,
        // One federation runtime per page: the shell provides it, production remotes use it (~35 KiB gzip
        // less per remote entry). Development builds of a remote keep their own, so they also run standalone.
        experiments: {
          ...(role === 'host' ? { provideExternalRuntime: true } : production ? { externalRuntime: true } : {}),
          optimization: { target: 'web' },
        },
      }),
      shellContractPlugin(name),
      ...(role === 'host' && production ? [startupPreloadPlugin()] : []),
      ...(production ? [bootAssetsPlugin(role === 'host' ? { startupLocaleOf: shellStartupLocale } : { routesFile: resolve(dir, 'src', 'routes.ts'), startupLocaleOf: remoteStartupLocale(dir) })] : []),
      new rspack.HtmlRspackPlugin({
        template: resolve(dir, 'src', 'index.html'),
        filename: 'index.html',
        // In the head: the entry is asked for before the preloads written after it (a module script does not block parsing).
        inject: 'head',
        scriptLoading: 'module',
      }),
    ],
    optimization: {
      minimize: production,
      ...(role === 'host' && production ? { splitChunks: startupSplitChunks() } : {}),
    },
    performance: { hints: false },
    // `rspack serve` turns lazy compilation on by default; its proxies call back to the page's own origin,
    // which for a remote loaded into the shell is another dev server: pages would spin forever.
    lazyCompilation: false,
    devServer: {
      port,
      hot: false,
      liveReload: true,
      historyApiFallback: true,
      // In development the shell reads a registry that points at each remote's own dev server.
      setupMiddlewares:
        role === 'host'
          ? (middlewares) => {
              const registry = Object.fromEntries(REMOTE_APPS.map((r) => [r.name, `http://localhost:${r.devPort}/mf-manifest.json`]));
              middlewares.unshift({
                name: 'dev-remote-registry',
                path: '/remotes.json',
                middleware: (_req: unknown, res: { setHeader(k: string, v: string): void; end(body: string): void }) => {
                  res.setHeader('Content-Type', 'application/json');
                  res.end(JSON.stringify(registry));
                },
              });
              return middlewares;
            }
          : undefined,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [
        { context: ['/api', '/media'], target: `http://127.0.0.1:${API_PORT}`, ws: true, changeOrigin: false },
      ],
    },
    experiments: { css: true },
  };

  // Production builds also write the server bundle (dist/server) the page server renders with.
  const server = production ? [createServerConfig({ name, dir, role, exposes: options.exposes })] : [];
  return [config, ...server, ...(options.extra ?? [])];
}

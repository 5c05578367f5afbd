import type { Configuration } from '@rspack/core';
import { resolve } from 'node:path';

/** A plain (non-federated) worker bundle with a fixed file name, e.g. /websocket-worker.js. */
export function createWorkerConfig(options: { dir: string; entry: string; filename: string; mode?: string }): Configuration {
  const production = (options.mode ?? process.env.NODE_ENV) !== 'development';
  return {
    name: `${options.filename}`,
    context: options.dir,
    mode: production ? 'production' : 'development',
    devtool: production ? false : 'eval-cheap-module-source-map',
    target: ['webworker', 'es2022'],
    entry: { worker: options.entry },
    output: {
      path: resolve(options.dir, 'dist'),
      filename: options.filename,
      publicPath: '/',
      clean: false,
    },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' } } },
          type: 'javascript/auto',
        },
      ],
    },
  };
}

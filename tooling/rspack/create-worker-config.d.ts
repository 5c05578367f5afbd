import type { Configuration } from '@rspack/core';
/** A plain (non-federated) worker bundle with a fixed file name, e.g. /websocket-worker.js. */
export declare function createWorkerConfig(options: {
    dir: string;
    entry: string;
    filename: string;
    mode?: string;
}): Configuration;

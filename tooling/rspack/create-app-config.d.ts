/**
 * One rspack configuration shape for the shell (federation host) and every remote.
 * Each app's rspack.config.ts calls this with its name, role and exposes.
 */
import { type Configuration } from '@rspack/core';
import { type AppName } from './ports';
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
export declare function createAppConfig(options: AppConfigOptions, env?: {
    mode?: string;
}): Configuration[];

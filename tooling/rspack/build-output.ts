import { resolve } from 'node:path';

/**
 * Where an app builds to: its dist/, or PORTAL_BUILD_OUTPUT (a build into another folder; rspack's
 * --output-path would send the server bundle there too, over the client's files). The server bundle goes to
 * its server/ folder.
 */
export const buildOutput = (dir: string) => (process.env.PORTAL_BUILD_OUTPUT ? resolve(process.env.PORTAL_BUILD_OUTPUT) : resolve(dir, 'dist'));

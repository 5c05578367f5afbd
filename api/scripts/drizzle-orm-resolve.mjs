/** Registers drizzle-orm-hooks.mjs: ESM imports of drizzle-orm resolve from api/ (see drizzle-kit.mjs). */
import { register } from 'node:module';

register('./drizzle-orm-hooks.mjs', import.meta.url);

import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate -w api`: writes a migration to ./drizzle from the schema (no database needed). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  strict: true,
});

import { defineConfig } from 'drizzle-kit';

// `pnpm db:generate` writes the SQL migrations applied at start (src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});

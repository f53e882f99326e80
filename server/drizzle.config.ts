import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w server` writes a new migration into ./drizzle from the schema
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema.ts',
  out: './drizzle',
});

import { defineConfig } from 'drizzle-kit';

// drizzle-kit only reads the schema and writes SQL; it never connects, so no credentials here.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
});

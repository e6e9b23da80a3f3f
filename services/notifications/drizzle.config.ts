import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Web push keeps its tables beside its code.
  schema: ['./src/schema.ts', './src/push/push-schema.ts'],
  out: './drizzle',
  schemaFilter: ['notifications'],
});

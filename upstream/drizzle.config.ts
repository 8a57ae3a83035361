// drizzle-kit config: `npx drizzle-kit generate --config upstream/drizzle.config.ts` writes SQL into upstream/drizzle/.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './upstream/src/db/schema.ts',
  out: './upstream/drizzle',
});

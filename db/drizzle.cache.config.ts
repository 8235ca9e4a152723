import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'sqlite',
  schema: './db/schema/cache.ts',
  out: './db/migrations/cache',
})

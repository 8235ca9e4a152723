import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'sqlite',
  schema: './db/schema/platform.ts',
  out: './db/migrations/platform',
})

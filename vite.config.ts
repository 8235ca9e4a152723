import rsc from '@vitejs/plugin-rsc'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The server-component pipeline of DESIGN §8: three environments (rsc, ssr, client).
// rsc and ssr bundle their dependencies (else a React library loads a second React); only
// bun:sqlite stays external. Hashed, long-cached assets land in dist/client/assets.
export default defineConfig({
  plugins: [
    rsc({
      entries: { rsc: './server/rsc/entry.rsc.tsx', ssr: './server/rsc/entry.ssr.tsx', client: './client/entry.browser.tsx' },
    }),
    react(),
  ],
  environments: {
    // svg-captcha reads its font relative to its own files, so it must load from node_modules.
    rsc: { resolve: { noExternal: true, external: ['bun:sqlite', 'svg-captcha'] } },
    ssr: { resolve: { noExternal: true, external: ['bun:sqlite', 'svg-captcha'] } },
  },
  build: { sourcemap: false },
})

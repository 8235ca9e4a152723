import rsc from '@vitejs/plugin-rsc'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { spriteInfo } from './client/components/icon-sprite'

/**
 * `npm run dev`: loads the server entry as soon as the dev server listens (one GET /healthz), so the
 * background jobs start with the server (server/bootstrap.ts) rather than on the first page view.
 */
function startServerOnListen(): Plugin {
  return {
    name: 'lobby-start-server-on-listen',
    apply: 'serve',
    configureServer(server) {
      server.httpServer?.once('listening', () => {
        const port = server.config.server.port
        void fetch(`http://127.0.0.1:${port}/healthz`)
          .then((r) => r.arrayBuffer())
          .catch((e) => console.error('[dev] server entry failed to load:', e))
      })
    },
  }
}

/**
 * The client's shared components (client/components: the form kit, texts, icons, tiles) declare
 * things and run nothing on import. Saying so lets the bundler skip a module an island imports only
 * for a re-export (an island taking `fill` from the form kit gets client/components/texts.ts, not
 * the whole kit) — decision 0039.
 */
function sideEffectFreeComponents(): Plugin {
  return {
    name: 'lobby-side-effect-free-components',
    transform: {
      filter: { id: /\/client\/components\/[^/]+\.tsx?$/ },
      handler: (code) => ({ code, map: null, moduleSideEffects: false }),
    },
  }
}

/**
 * Islands the layout and the home page mount for every visitor (server/pages/layout/*, home): one
 * chunk, fetched with the page. Every other island is a chunk of its own, fetched by the pages that
 * render it, so a page never downloads the islands of another (issue 16, decision 0039). The
 * budget of what `/` loads is tests/e2e/budget.spec.ts.
 */
const LOBBY_ISLANDS = new Set(
  [
    'app-shell',
    'static-html',
    'error-boundary',
    'scroll-top',
    'language-select',
    'banner-carousel',
    'notice-marquee',
    'rail',
    'tabbed-panels',
    'auth/auth-dialogs',
    'comms/feedback-dialog',
    'comms/announcement-popup',
    'play/launcher',
    'responsible-gaming/reality-check',
    'support/cs-link',
    'support/live-chat-button',
    'global-search',
    'vendor-menu',
    'live-events',
  ].map((name) => `client/islands/${name}.tsx`),
)

// The server-component pipeline of DESIGN §8: three environments (rsc, ssr, client).
// rsc and ssr bundle their dependencies (else a React library loads a second React); only
// bun:sqlite stays external. Hashed, long-cached assets land in dist/client/assets.
export default defineConfig({
  plugins: [
    rsc({
      entries: { rsc: './server/rsc/entry.rsc.tsx', ssr: './server/rsc/entry.ssr.tsx', client: './client/entry.browser.tsx' },
      // By default every island lands in one chunk that every page loads whole.
      clientChunks: ({ normalizedId }) => (LOBBY_ISLANDS.has(normalizedId) ? 'lobby' : normalizedId.replace(/^client\/islands\//, '').replace(/\.tsx?$/, '')),
    }),
    react(),
    sideEffectFreeComponents(),
    startServerOnListen(),
  ],
  environments: {
    // svg-captcha reads its font relative to its own files, so it must load from node_modules.
    rsc: { resolve: { noExternal: true, external: ['bun:sqlite', 'svg-captcha'] } },
    ssr: { resolve: { noExternal: true, external: ['bun:sqlite', 'svg-captcha'] } },
  },
  build: { sourcemap: false },
  // The icon sprite's version and names for client/components/icon.tsx, so pages do not ship the paths (decision 0039).
  define: { __ICON_SPRITE__: JSON.stringify(spriteInfo()) },
  // `npm run dev` serves on PORT (default 3000) like `npm start`: the embedded vendors and the dev
  // jobs reach the wallet on loopback at that port (server/bootstrap.ts).
  server: { port: Number(process.env.PORT ?? 3000), strictPort: true, host: process.env.HOST ?? '0.0.0.0' },
})

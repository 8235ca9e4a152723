/**
 * The rsc environment's entry: the whole Hono app (gateway, images, pages). Pages render to the
 * Flight stream here; HTML comes from the ssr environment.
 * @see DESIGN §8
 */
import { renderToReadableStream } from '@vitejs/plugin-rsc/rsc'
import type { ReactNode } from 'react'
import { createApp } from '../app'
import { bootstrap } from '../bootstrap'
import { createPages } from './pages'
import { setStaticRenderer } from './static-markup'

const deps = bootstrap()

type SsrModule = typeof import('./entry.ssr')
let ssrModule: Promise<SsrModule> | undefined
const importSsr = () => import.meta.viteRsc.loadModule<SsrModule>('ssr', 'index')
// Imported once in a build (a dynamic import per page showed in the profile, decision 0058); in dev, per page: it follows the edits.
const loadSsr = () => (import.meta.env?.DEV ? importSsr() : (ssrModule ??= importSsr()))
// The layout's static parts are rendered to HTML once per content version by the ssr environment's react-dom (decision 0051).
setStaticRenderer(async (node) => (await loadSsr()).renderStatic(node))

const pages = createPages(
  deps.platform,
  {
    renderFlight: (element: ReactNode) => renderToReadableStream(element),
    renderHtml: async (flight, opts) => {
      const ssr = await loadSsr()
      return ssr.renderHtml(flight, opts)
    },
    renderFrameHtml: async (flight, opts) => (await loadSsr()).renderFrameHtml(flight, opts),
    renderContentHtml: async (flight, opts) => (await loadSsr()).renderContentHtml(flight, opts),
    keepFrames: !import.meta.env?.DEV,
    renderCache: deps.renderCache,
    // Hub88's games open on its studios' hosts (decision 0046).
    frameSources: deps.hub88 ? ['https:'] : [],
  },
  deps.trustProxy,
)
const app = createApp(deps, pages.mount)

/** The served entry: anonymous pages straight from the render cache, everything else through Hono. */
export default {
  fetch(req: Request, server?: unknown): Response | Promise<Response> {
    return pages.serveCached(req) ?? app.fetch(req, server)
  },
  /** Starts the background jobs on this bundle's platform, the process's only one (server/main.ts). */
  startJobs: deps.startJobs,
}
if (import.meta.hot) import.meta.hot.accept()

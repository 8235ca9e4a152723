/**
 * The rsc environment's entry: the whole Hono app (gateway, images, pages). Pages render to the
 * Flight stream here; HTML comes from the ssr environment.
 * @see DESIGN §8
 */
import { renderToReadableStream } from '@vitejs/plugin-rsc/rsc'
import type { ReactNode } from 'react'
import { createApp } from '../app'
import { bootstrap } from '../bootstrap'
import { mountPages } from './pages'

const deps = bootstrap()

const app = createApp(deps, (a) => mountPages(a, {
  renderFlight: (element: ReactNode) => renderToReadableStream(element),
  renderHtml: async (flight, opts) => {
    const ssr = await import.meta.viteRsc.loadModule<typeof import('./entry.ssr')>('ssr', 'index')
    return ssr.renderHtml(flight, opts)
  },
  renderCache: deps.renderCache,
}))

export default app
if (import.meta.hot) import.meta.hot.accept()

/**
 * Client navigation (spec §2: history mode; a route change scrolls smoothly to the top; a failed
 * navigation is ignored; a server redirect (route guard) updates the address bar to where it
 * landed): fetches the next URL's Flight payload (`?_rsc=1`) and renders it in a transition. A
 * framed page (decision 0064) asks with `X-Lobby-Frame: 1` and gets the frame's payload and the
 * content's in one answer, for its two roots; an answer asking for a whole load (a page without a
 * frame) loads it. Loaded by client/entry.browser.tsx once the page has hydrated.
 */
import { createFromFetch, createFromReadableStream } from '@vitejs/plugin-rsc/browser'
import type { ReactNode } from 'react'
import type { NavigateOptions } from './router'
import { splitFlight } from './content-root'
import { FRAME_LENGTH_HEADER, FRAME_REQUEST_HEADER, RELOAD_HEADER } from '../shared/frame'

/** A navigation's payloads: the whole document's, or a framed page's frame (`root`) and content. */
export interface Next {
  root: Promise<ReactNode>
  content?: Promise<ReactNode>
}

/** What the entry tells a navigation: whether the page is framed, and how to show the payloads (inside a transition). */
export interface NavigationHost {
  framed: boolean
  update: (next: Next) => void
}

let seq = 0

/** Navigates to `href` (same origin); the latest of overlapping navigations wins. */
export async function go(href: string, opts: NavigateOptions & { fromPopState?: boolean }, host: NavigationHost): Promise<void> {
  const target = new URL(href, location.href)
  const id = ++seq
  const flightUrl = new URL(target)
  flightUrl.searchParams.set('_rsc', '1')
  flightUrl.hash = ''
  document.documentElement.dataset.navigating = 'true'
  try {
    const headers: Record<string, string> = { accept: 'text/x-component' }
    if (host.framed) headers[FRAME_REQUEST_HEADER] = '1'
    const res = await fetch(flightUrl, { headers, credentials: 'same-origin' })
    if (id !== seq) return // a newer navigation won
    if (!res.ok && res.status !== 404) return
    const landed = new URL(res.url)
    landed.searchParams.delete('_rsc')
    landed.hash = target.hash
    const url = landed.pathname + landed.search + landed.hash
    const frameLength = res.headers.get(FRAME_LENGTH_HEADER)
    if (host.framed && (res.headers.has(RELOAD_HEADER) || frameLength === null || !res.body)) {
      // A page without a frame (or an answer not meant for a framed page): the browser loads it whole.
      if (opts.fromPopState || opts.replace) location.replace(url)
      else location.assign(url)
      return
    }
    let next: Next
    if (host.framed && res.body) {
      const [frame, content] = splitFlight(res.body, () => Number(frameLength))
      next = { root: createFromReadableStream<ReactNode>(frame), content: createFromReadableStream<ReactNode>(content) }
      await Promise.all([next.root, next.content]) // payloads that fail to decode leave the page as it is
    } else {
      next = { root: createFromFetch<ReactNode>(Promise.resolve(res)) }
      await next.root // a payload that fails to decode leaves the page as it is
    }
    if (id !== seq) return
    if (!opts.fromPopState) {
      if (opts.replace || url === location.pathname + location.search + location.hash) history.replaceState(null, '', url)
      else history.pushState(null, '', url)
    } else if (url !== location.pathname + location.search + location.hash) {
      history.replaceState(null, '', url)
    }
    host.update(next)
    if (!opts.keepScroll && !opts.fromPopState) {
      requestAnimationFrame(() => {
        const anchor = target.hash ? document.getElementById(decodeURIComponent(target.hash.slice(1))) : null
        if (anchor) anchor.scrollIntoView({ behavior: 'smooth' })
        else window.scrollTo({ top: 0, behavior: 'smooth' })
      })
    }
  } catch {
    // spec §2: a failed navigation is silently ignored
  } finally {
    if (id === seq) delete document.documentElement.dataset.navigating
  }
}

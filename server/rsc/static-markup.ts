/**
 * Static markup of the page shell (issue 16, decision 0051): a server-only part of the layout (no
 * island inside: the footer, the header's vendor menus, the side menu's links and QR codes, the tab
 * bar) rendered once to an HTML string per brand, language, viewer class, what the part depends on
 * and the brand's content version, then reused by every render until the content changes. A page
 * carries it as the part's element with `dangerouslySetInnerHTML` (client/islands/static-html.tsx),
 * so Flight, the SSR pass and hydration handle one string instead of the part's element tree; the
 * HTML a browser gets is the same markup (without React's text separators, `<!-- -->`, which nothing
 * shows). The document's inline Flight names a part by its id only: the ssr environment reads the
 * markup from `byId`, and the HTML around it holds it for hydration.
 *
 * The markup is rendered by react-dom/server in the ssr environment (`setStaticRenderer`, wired by
 * server/rsc/entry.rsc.tsx); where no renderer is set (unit tests rendering Flight alone), the part
 * renders as its element tree, as before.
 */
import type { ReactNode } from 'react'

/** Renders a tree of host elements and plain server functions to HTML (react-dom/server `renderToStaticMarkup`). */
export type StaticRenderer = (node: ReactNode) => Promise<string>

let renderer: StaticRenderer | null = null

interface Entry {
  /** The part's id in `byId` (key and version). */
  id: string
  version: number
  /** The markup once rendered; until then the render under way. */
  html: string | Promise<string>
}

/** Most parts a memo holds: per brand, language, viewer class and page-dependent variant (e.g. the current nav entry); the oldest go first past it. */
export const STATIC_PARTS_MAX = 2000

const memo = new Map<string, Entry>()

/**
 * The rendered parts by id, on globalThis under `Symbol.for('lobby.staticParts')`: the ssr
 * environment's copy of client/islands/static-html.tsx reads a part there when the document's
 * Flight names it without its markup. Kept in step with the memo.
 */
const PARTS = Symbol.for('lobby.staticParts')
const scope = globalThis as { [PARTS]?: Map<string, string> }
scope[PARTS] ??= new Map<string, string>()
const byId = scope[PARTS]

/** How long (ms) a replaced part's markup stays readable by id: a document render that named it may still be in its HTML pass. */
const RETIRED_PART_MS = 30_000

function drop(key: string) {
  const old = memo.get(key)
  memo.delete(key)
  if (old) setTimeout(() => byId.delete(old.id), RETIRED_PART_MS).unref()
}

/** Sets (or, with null, removes) the renderer of static parts; server/rsc/entry.rsc.tsx sets the ssr environment's. */
export function setStaticRenderer(r: StaticRenderer | null): void {
  renderer = r
  memo.clear()
  byId.clear()
}

/** The id a part rendered for `key` at content version `version` is known by (`StaticHtml`'s `part`). */
export function staticPartId(key: string, version: number): string {
  return `${key}@${version}`
}

/**
 * The markup of the part `key` at content version `version`: the memo's when it has it for that
 * version (a string, so the render does not wait), else `build()` rendered now and kept (a promise,
 * shared by renders that ask meanwhile). Null when no renderer is set: the caller renders the tree.
 * `build` may be async (it may wait for data, e.g. a QR code); its tree may not. `key` must name
 * everything the part's markup depends on besides the content version (brand, language, viewer
 * class, current path or entry, origin…). A render that fails is not kept.
 */
export function staticMarkup(key: string, version: number, build: () => ReactNode | Promise<ReactNode>): string | Promise<string> | null {
  if (!renderer) return null
  const hit = memo.get(key)
  if (hit && hit.version === version) return hit.html
  drop(key)
  if (memo.size >= STATIC_PARTS_MAX) drop(memo.keys().next().value as string)
  const entry: Entry = { id: staticPartId(key, version), version, html: '' }
  const render = renderer
  entry.html = Promise.resolve()
    .then(build)
    .then(render)
    .then(
      (html) => {
        entry.html = html
        if (memo.get(key) === entry) byId.set(entry.id, html)
        return html
      },
      (e: unknown) => {
        if (memo.get(key) === entry) drop(key)
        throw e
      },
    )
  memo.set(key, entry)
  return entry.html
}

/** The markup of a rendered part by its id (what the ssr environment reads), or undefined. */
export function staticPartById(id: string): string | undefined {
  return byId.get(id)
}

/** How many parts the memo holds (tests, diagnostics). */
export function staticPartsSize(): number {
  return memo.size
}

'use client'
/**
 * A static part of the layout (decision 0051) as the page's tree carries it: the element with its
 * own attributes and the part's markup inside. The document's inline Flight names the part only
 * (`part`), since the HTML around it already holds the markup: the server's HTML pass takes the
 * markup from the static parts memo (server/rsc/static-markup.ts, shared through
 * `Symbol.for('lobby.staticParts')` on globalThis), and hydration leaves what the server rendered in
 * place (React does not look inside `dangerouslySetInnerHTML`). A navigation's Flight carries the
 * markup itself (`html`), which React writes when it differs from what the element had.
 */
import { createElement } from 'react'

/** Where the ssr environment finds a part's markup by its id (filled by server/rsc/static-markup.ts). */
const PARTS = Symbol.for('lobby.staticParts')

export function StaticHtml({ tag, attrs, part, html }: { tag: string; attrs: Record<string, string | number | undefined>; part: string; html?: string }) {
  const markup = html ?? (typeof window === 'undefined' ? (globalThis as { [PARTS]?: Map<string, string> })[PARTS]?.get(part) : undefined) ?? ''
  return createElement(tag, { ...attrs, dangerouslySetInnerHTML: { __html: markup } })
}

/**
 * A part of the layout rendered once and reused (issue 16, decision 0051): `StaticPart` renders
 * `<tag {...attrs}>` with the markup of `children()` memoised by server/rsc/static-markup.ts under
 * the brand, language, viewer class, `partKey` and the brand's content version, so a content change
 * renders it again. `children` may hold host elements and plain server functions only (an island
 * inside would lose its hydration); `partKey` names whatever else the markup depends on (the current
 * path, the origin, the year…). In a document the part's Flight names it only (the HTML holds the
 * markup; client/islands/static-html.tsx); a navigation's Flight carries the markup. Without a
 * static renderer (Flight-only unit renders) it renders the tree as before.
 */
import { createElement, type ReactNode } from 'react'
import type { PageContext } from '../context'
import { staticMarkup, staticPartId } from '../../rsc/static-markup'
import { StaticHtml } from '../../../client/islands/static-html'

type Tag = 'div' | 'footer' | 'nav' | 'ul'

export function StaticPart({
  ctx,
  tag,
  attrs,
  partKey,
  children,
}: {
  ctx: PageContext
  tag: Tag
  /** The wrapper's own attributes (React names: className, aria-label…); they stay in the page's tree. */
  attrs: Record<string, string | number | undefined>
  partKey: string
  /** Builds the part's content; called only when the memo has no markup for it at this content version. */
  children: () => ReactNode | Promise<ReactNode>
}): ReactNode | Promise<ReactNode> {
  const key = `${ctx.platform.brandCode}|${ctx.language}|${ctx.viewer}|${partKey}`
  const version = ctx.platform.brand.contentVersion()
  const html = staticMarkup(key, version, children)
  if (html === null) {
    const tree = children()
    return tree instanceof Promise ? tree.then((t) => createElement(tag, attrs, t)) : createElement(tag, attrs, tree)
  }
  const part = staticPartId(key, version)
  const wrap = (markup: string) => <StaticHtml tag={tag} attrs={attrs} part={part} html={ctx.document ? undefined : markup} />
  return typeof html === 'string' ? wrap(html) : html.then(wrap)
}

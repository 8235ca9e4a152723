/**
 * A part of the layout rendered once and reused (issue 16, decision 0051): `StaticPart` renders
 * `<tag {...attrs}>` with the markup of `children()` memoised by server/rsc/static-markup.ts under
 * the brand, language, viewer class, `partKey` and the brand's content version, so a content change
 * renders it again. `children` may hold host elements and plain server functions only (an island
 * inside would lose its hydration); `partKey` names whatever else the markup depends on (the current
 * path, the origin, the year…). Without a static renderer (Flight-only unit renders) it renders the
 * tree as before.
 */
import { createElement, type ReactNode } from 'react'
import type { PageContext } from '../context'
import { staticMarkup } from '../../rsc/static-markup'

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
  const html = staticMarkup(`${ctx.platform.brandCode}|${ctx.language}|${ctx.viewer}|${partKey}`, ctx.platform.brand.contentVersion(), children)
  const wrap = (__html: string) => createElement(tag, { ...attrs, dangerouslySetInnerHTML: { __html } })
  if (html === null) {
    const tree = children()
    return tree instanceof Promise ? tree.then((t) => createElement(tag, attrs, t)) : createElement(tag, attrs, tree)
  }
  return typeof html === 'string' ? wrap(html) : html.then(wrap)
}

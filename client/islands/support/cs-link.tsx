'use client'
/**
 * A customer-service contact (spec §3 customer service entry: `path` is encoded, decoded on the
 * client): the base64 path is decoded here and only an http(s) address or a local path (the
 * embedded live chat) becomes a link; anything else renders as plain text. Outside addresses open in
 * a new tab.
 */
import type { ReactNode } from 'react'
import { decodeContactPath } from '../../../shared/contact'

export function CsLink({ path, className, title, testId, children }: { path: string; className?: string; title?: string; testId?: string; children: ReactNode }) {
  const href = decodeContactPath(path)
  if (!href)
    return (
      <span className={className} title={title}>
        {children}
      </span>
    )
  const external = !href.startsWith('/')
  return (
    <a className={className} href={href} title={title} data-testid={testId} target={external ? '_blank' : undefined} rel={external ? 'noopener noreferrer' : undefined}>
      {children}
    </a>
  )
}

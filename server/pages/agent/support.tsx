/**
 * Customer service from the agent center (spec §2 "the agent center also lists … customer
 * service"; §3 customer service entry): the brand's contacts (Telegram, Facebook, live chat…),
 * whose base64 path is decoded on the server (shared/contact.ts), each opening in a new tab (the
 * embedded live chat too).
 */
import type { PageContext } from '../context'
import { Empty } from './report-kit'
import { decodeContactPath } from '../../../shared/contact'

export function SupportTab({ ctx }: { ctx: PageContext }) {
  const t = ctx.t
  const contacts = ctx.platform.brand
    .customerServices()
    .map((s) => ({ ...s, url: decodeContactPath(s.path) }))
    .filter((s) => s.url)
  if (!contacts.length) return <Empty title={t('agent.support.none')} />
  return (
    <div className="astack">
      <p className="ahint">{t('agent.support.text')}</p>
      <ul className="asupport" data-testid="support">
        {contacts.map((s) => (
          <li key={`${s.type}${s.csPosition}`}>
            <a className="asupport__item" href={s.url!} target="_blank" rel="noopener noreferrer">
              <span className="asupport__type">{s.type}</span>
              <b>{s.title}</b>
              <span className="asupport__open">{t('agent.support.open', { title: s.title })} ↗</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

'use client'
/**
 * The inbox of the member centre's messageV2 tab ("platform information", spec §2, §4 messages): one
 * page of messages, newest first, unread ones marked; a click opens a message in place (and folds
 * it again) and marks it read (CSP_readMessage); "mark all as read" reads every unread one
 * (CSP_readAllMessages). Each answer's unread count goes out as the window event `live:messages`,
 * so the menu badge and the header badge drop at once (the same event the live stream sends).
 * @see product-spec §2 member center (badges), §4 messages, §7 CSP_unreadCount
 */
import { useEffect, useId, useState } from 'react'
import { Icon } from '../../components/icon'
import { LocalTime } from '../local-time'
import { translator, type Texts } from '../../components/form-kit'
import { api, call } from '../../api'

export interface InboxItem {
  id: number
  kind: string
  title: string
  content: string
  read: boolean
  createdAt: number
}

function announce(count: number) {
  dispatchEvent(new CustomEvent('live:messages', { detail: { count } }))
}

export function Inbox({ items, unread, language, texts }: { items: InboxItem[]; unread: number; language: string; texts: Texts }) {
  const t = translator(texts)
  const uid = useId()
  const [list, setList] = useState(items)
  const [count, setCount] = useState(unread)
  const [openId, setOpenId] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    setList(items)
    setCount(unread)
  }, [items, unread])

  const settle = (n: number) => {
    setCount(n)
    announce(n)
  }

  async function toggle(item: InboxItem) {
    setError(null)
    if (openId === item.id) return setOpenId(null)
    setOpenId(item.id)
    if (item.read) return
    setList((l) => l.map((m) => (m.id === item.id ? { ...m, read: true } : m)))
    const res = await call(api.messages.CSP_readMessage.$post({ json: { id: item.id } }))
    if (res.success && res.value) settle(res.value.unread)
    else {
      setList((l) => l.map((m) => (m.id === item.id ? { ...m, read: false } : m)))
      setError(res.message || t('comms.inbox.failed'))
    }
  }

  async function readAll() {
    setBusy(true)
    setError(null)
    const res = await call(api.messages.CSP_readAllMessages.$post())
    setBusy(false)
    if (!res.success) return setError(res.message || t('comms.inbox.failed'))
    setList((l) => l.map((m) => ({ ...m, read: true })))
    settle(0)
  }

  return (
    <div className="inbox" data-testid="inbox">
      <div className="inbox__bar">
        <p className="inbox__count" data-testid="inbox-unread">
          {count > 0 ? (
            <>
              <span className="inbox__dot" aria-hidden="true" />
              {t('comms.inbox.unreadCount', { count })}
            </>
          ) : (
            t('comms.inbox.allRead')
          )}
        </p>
        <button type="button" className="btn btn--ghost inbox__all" onClick={readAll} disabled={busy || count === 0} aria-busy={busy} data-testid="inbox-read-all">
          {t('comms.inbox.markAll')}
        </button>
      </div>
      {error ? (
        <p className="inbox__error" role="alert">
          {error}
        </p>
      ) : null}
      <ul className="inbox__list">
        {list.map((m) => {
          const open = openId === m.id
          return (
            <li key={m.id} className={`inbox__item${m.read ? '' : ' is-unread'}${open ? ' is-open' : ''}`} data-testid="inbox-item" data-read={m.read ? 'true' : 'false'}>
              <button type="button" className="inbox__head" aria-expanded={open} aria-controls={`${uid}-${m.id}`} onClick={() => void toggle(m)}>
                <span className={`inbox__icon inbox__icon--${m.kind}`} aria-hidden="true">
                  <Icon name={m.kind === 'announcement' ? 'megaphone' : 'gift'} size={18} />
                </span>
                <span className="inbox__main">
                  <span className="inbox__title">
                    {m.title}
                    {!m.read ? (
                      <span className="inbox__new">
                        {t('comms.inbox.newMark')}
                        <span className="sr-only"> · {t('comms.inbox.unread')}</span>
                      </span>
                    ) : null}
                  </span>
                  <span className="inbox__time">
                    <LocalTime ms={m.createdAt} language={language} />
                  </span>
                </span>
                <span className="inbox__chev" aria-hidden="true">
                  <Icon name="right" size={16} />
                </span>
              </button>
              <section id={`${uid}-${m.id}`} className="inbox__body" aria-label={m.title} hidden={!open}>
                {m.content.split('\n').map((line, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of a fixed message text; lines repeat, and the position is their identity
                  <p key={i}>{line}</p>
                ))}
              </section>
            </li>
          )
        })}
      </ul>
    </div>
  )
}

'use client'
/**
 * The embedded live chat (decision 0018): the member's conversation with the brand's customer
 * service. Sends with POST /wps/relay/CBS_sendChat; polls GET /wps/relay/CBS_chatMessages?after=<last
 * id> every 3 s while the page is visible, so an operator's answer (`npm run operator -- chat reply`)
 * appears without a reload. Enter sends, Shift+Enter starts a new line; 500 characters at most,
 * with a counter; Escape inside the side menu's panel closes it. Times are shown in the business time zone (UTC+8, decision 0010).
 * `guest`: the same chat for a visitor who is not signed in (decision 0059), through the guest calls
 * (CBS_guestSendChat, CBS_guestChatMessages) that its signed cookie names; `onGone` is told when that
 * cookie no longer names a guest (401), so the visitor can start again; `language` (the page's) words
 * the guest calls' refusals.
 */
import { useEffect, useRef, useState } from 'react'
import { api, call } from '../../api'
import { fill } from '../../components/form-kit'
import { localeOf } from '../../../shared/i18n/format'

export interface ChatLine {
  id: number
  sender: 'MEMBER' | 'GUEST' | 'OPERATOR'
  text: string
  createdAt: number
}
type Texts = Record<'placeholder' | 'send' | 'sending' | 'empty' | 'you' | 'operator' | 'failed' | 'messages' | 'counter', string>

const POLL_MS = 3000
const times = new Map<string, Intl.DateTimeFormat>()
/** A message's time, hours and minutes on a 24-hour clock in the business time zone, in the page language's words and Latin digits. */
function timeFormat(language = 'en'): Intl.DateTimeFormat {
  let f = times.get(language)
  if (!f) times.set(language, (f = new Intl.DateTimeFormat(localeOf(language), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Asia/Manila', numberingSystem: 'latn' })))
  return f
}

function merge(a: ChatLine[], b: ChatLine[]): ChatLine[] {
  const seen = new Set(a.map((m) => m.id))
  return [...a, ...b.filter((m) => !seen.has(m.id))].sort((x, y) => x.id - y.id)
}

export function ChatWindow({ initial, texts, max, guest, language, onGone }: { initial: ChatLine[]; texts: Texts; max: number; guest?: boolean; language?: string; onGone?: () => void }) {
  const [lines, setLines] = useState(initial)
  const [draft, setDraft] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const list = useRef<HTMLOListElement>(null)
  const last = useRef(initial.at(-1)?.id ?? 0)
  const gone = useRef(onGone)
  gone.current = onGone

  useEffect(() => {
    last.current = lines.at(-1)?.id ?? 0
  }, [lines])
  // biome-ignore lint/correctness/useExhaustiveDependencies: lines.length is the trigger: scroll to the bottom when a line is added
  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight })
  }, [lines.length])

  useEffect(() => {
    // Inside the side menu's chat panel, Escape closes the panel (live-chat-panel.tsx listens).
    if (window.parent === window) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') window.parent.postMessage('livechat:close', location.origin)
    }
    addEventListener('keydown', onKey)
    return () => removeEventListener('keydown', onKey)
  }, [])

  useEffect(() => {
    let stopped = false
    const poll = async () => {
      if (document.visibilityState !== 'visible') return
      // A failed poll is left to the next one.
      const after = String(last.current)
      const res = guest ? await call(api.chat.CBS_guestChatMessages.$get({ query: { after, language } })) : await call(api.chat.CBS_chatMessages.$get({ query: { after } }))
      if (stopped) return
      if (guest && res.status === 401) return gone.current?.()
      if (res.success && res.value?.length) {
        const got: ChatLine[] = res.value
        setLines((l) => merge(l, got))
      }
    }
    const timer = setInterval(poll, POLL_MS)
    return () => {
      stopped = true
      clearInterval(timer)
    }
  }, [guest, language])

  const send = async () => {
    const text = draft.trim()
    if (!text || busy) return
    setBusy(true)
    setError(null)
    const res = guest ? await call(api.chat.CBS_guestSendChat.$post({ json: { text }, query: { language } })) : await call(api.chat.CBS_sendChat.$post({ json: { text } }))
    setBusy(false)
    if (guest && res.status === 401) return gone.current?.()
    if (!res.success || !res.value) {
      setError(res.message ?? texts.failed)
      return
    }
    setLines((l) => merge(l, [res.value!]))
    setDraft('')
  }

  return (
    <div className="chat">
      <ol ref={list} className="chat__list" aria-label={texts.messages} aria-live="polite" data-testid="chat-messages">
        {lines.length === 0 ? (
          <li className="chat__empty">{texts.empty}</li>
        ) : (
          lines.map((m) => (
            <li key={m.id} className={m.sender === 'OPERATOR' ? 'chat__msg' : 'chat__msg chat__msg--me'} data-sender={m.sender}>
              <span className="chat__who">
                {m.sender === 'OPERATOR' ? texts.operator : texts.you} · <time dateTime={new Date(m.createdAt).toISOString()}>{timeFormat(language).format(m.createdAt)}</time>
              </span>
              <p className="chat__text">{m.text}</p>
            </li>
          ))
        )}
      </ol>
      <form
        className="chat__form"
        onSubmit={(e) => {
          e.preventDefault()
          void send()
        }}
      >
        {error ? (
          <p className="chat__error" role="alert">
            {error}
          </p>
        ) : null}
        <textarea
          className="chat__input"
          value={draft}
          maxLength={max}
          rows={2}
          placeholder={texts.placeholder}
          aria-label={texts.placeholder}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault()
              void send()
            }
          }}
          data-testid="chat-input"
        />
        <div className="chat__bar">
          <span className="chat__count" aria-live="polite">
            {fill(texts.counter, { count: draft.length, max })}
          </span>
          <button type="submit" className="btn btn--primary" disabled={busy || draft.trim() === ''} data-testid="chat-send">
            {busy ? texts.sending : texts.send}
          </button>
        </div>
      </form>
    </div>
  )
}

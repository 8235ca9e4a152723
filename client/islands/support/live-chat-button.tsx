'use client'
/**
 * The live chat button (spec §2 side menu "live chat button if a LIVECHAT service exists"; §7
 * CBS_launchChat reads chatUrl): asks the gateway for the chat's address and opens the brand's
 * embedded chat in a panel over the page (an iframe of /livechat), or an outside chat service in a
 * new tab. A visitor who is not signed in is sent to the login popup first. Escape closes the panel
 * (also from inside the chat frame).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { api, call } from '../../api'

/** What the embedded chat page posts to its parent when Escape is pressed in it. */
export const CLOSE_MESSAGE = 'livechat:close'

export interface LiveChatLabels {
  title: string
  close: string
  unavailable: string
}

export function LiveChatButton({ className, labels, modelId, children }: { className?: string; labels: LiveChatLabels; modelId?: number; children: ReactNode }) {
  const [url, setUrl] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const closeRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!url) return
    closeRef.current?.focus()
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setUrl(null)
    }
    // Escape inside the chat frame arrives as a message from it (chat-window.tsx).
    const onMessage = (e: MessageEvent) => {
      if (e.origin === location.origin && e.data === CLOSE_MESSAGE) setUrl(null)
    }
    addEventListener('keydown', onKey)
    addEventListener('message', onMessage)
    return () => {
      removeEventListener('keydown', onKey)
      removeEventListener('message', onMessage)
    }
  }, [url])

  const open = async () => {
    setBusy(true)
    setError(null)
    const res = await call(api.chat.CBS_launchChat.$get({ query: modelId ? { modelId: String(modelId) } : {} }))
    setBusy(false)
    if (res.status === 401) {
      location.assign('/login')
      return
    }
    if (!res.success || !res.value) {
      setError(res.message ?? labels.unavailable)
      return
    }
    if (res.value.kind === 'EMBEDDED') setUrl(res.value.chatUrl)
    else window.open(res.value.chatUrl, '_blank', 'noopener,noreferrer')
  }

  return (
    <>
      <button type="button" className={className} onClick={open} aria-busy={busy} aria-expanded={url !== null} data-testid="live-chat-button">
        {children}
      </button>
      {error ? (
        <p className="chat-note" role="alert">
          {error}
        </p>
      ) : null}
      {/* NOTE: in a portal on <body>: the side menu is its own stacking context, the page would cover the panel. */}
      {url
        ? createPortal(
            <div className="chat-panel" role="dialog" aria-label={labels.title} data-testid="live-chat-panel">
              <header className="chat-panel__head">
                <b>{labels.title}</b>
                <button ref={closeRef} type="button" className="icon-btn" onClick={() => setUrl(null)} aria-label={labels.close}>
                  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" aria-hidden="true">
                    <path d="M6 6l12 12M18 6L6 18" />
                  </svg>
                </button>
              </header>
              <iframe className="chat-panel__frame" src={`${url}${url.includes('?') ? '&' : '?'}embedded=1`} title={labels.title} />
            </div>,
            document.body,
          )
        : null}
    </>
  )
}

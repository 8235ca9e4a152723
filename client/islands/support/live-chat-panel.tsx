/**
 * What the live chat button (live-chat-button.tsx) loads on its first click: asks the gateway for
 * the chat's address (§7 CBS_launchChat reads chatUrl) and opens the brand's embedded chat in a
 * panel over the page (an iframe of /livechat), or an outside chat service in a new tab. A visitor
 * who is not signed in chats there as a guest (decision 0059). Escape closes the panel (also from inside the chat
 * frame). It asks once on mount and again each time `asks` grows; `onState` tells the button
 * whether a call is under way and whether the panel is open.
 */
import { useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { api, call } from '../../api'
import type { LiveChatLabels } from './live-chat-button'

/** What the embedded chat page posts to its parent when Escape is pressed in it (chat-window.tsx). */
export const CLOSE_MESSAGE = 'livechat:close'

export default function LiveChatPanel({ labels, modelId, asks, onState }: { labels: LiveChatLabels; modelId?: number; asks: number; onState: (s: { busy: boolean; open: boolean }) => void }) {
  const [url, setUrl] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const report = useRef(onState)
  report.current = onState

  useEffect(() => {
    report.current({ busy: false, open: url !== null })
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

  // biome-ignore lint/correctness/useExhaustiveDependencies: `asks` is the trigger (one more click on the button), not a value the effect reads
  useEffect(() => {
    let live = true
    report.current({ busy: true, open: false })
    setError(null)
    void call(api.chat.CBS_launchChat.$get({ query: modelId ? { modelId: String(modelId) } : {} })).then((res) => {
      if (!live) return
      report.current({ busy: false, open: false })
      if (!res.success || !res.value) return setError(res.message ?? labels.unavailable)
      if (res.value.kind === 'EMBEDDED') setUrl(res.value.chatUrl)
      else window.open(res.value.chatUrl, '_blank', 'noopener,noreferrer')
    })
    return () => {
      live = false
    }
  }, [asks])

  return (
    <>
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

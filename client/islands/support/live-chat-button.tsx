'use client'
/**
 * The live chat button (spec §2 side menu "live chat button if a LIVECHAT service exists"; §7
 * CBS_launchChat): the button alone comes with the page; its first click loads what opens the chat
 * (live-chat-panel.tsx: the gateway call, the panel over the page or a new tab, Escape to close), so
 * the first load carries neither that nor the API client (issue 16, decision 0039). Pointing at or
 * focusing the button loads it ahead.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react'

export interface LiveChatLabels {
  title: string
  close: string
  unavailable: string
}

const loadPanel = () => import('./live-chat-panel')
const Panel = lazy(loadPanel)
const preload = () => void loadPanel().catch(() => {})

export function LiveChatButton({ className, labels, modelId, children }: { className?: string; labels: LiveChatLabels; modelId?: number; children: ReactNode }) {
  // Clicks so far: 0 until the first, then the panel is mounted and asks for the chat at each new one.
  const [asks, setAsks] = useState(0)
  const [state, setState] = useState({ busy: false, open: false })
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => setAsks((n) => n + 1)}
        onPointerEnter={preload}
        onFocus={preload}
        aria-busy={state.busy}
        aria-expanded={state.open}
        data-testid="live-chat-button"
      >
        {children}
      </button>
      {asks > 0 ? (
        <Suspense fallback={null}>
          <Panel labels={labels} modelId={modelId} asks={asks} onState={setState} />
        </Suspense>
      ) : null}
    </>
  )
}

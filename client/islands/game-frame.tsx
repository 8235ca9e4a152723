'use client'
/**
 * The game frame (spec §2 popups: game; /seamless): the launch URL in an iframe under a slim bar
 * with the game's name, a full-screen toggle and close. A spinner covers the frame until the game
 * page has loaded. Full screen uses the Fullscreen API, or fills the window where there is none.
 * The game inside talks to its frame by same-origin messages: `game:balance` (a new balance, major
 * units) and `game:close` (the game's own "back to lobby").
 */
import { useEffect, useRef, useState } from 'react'
import { Icon } from '../components/icon'

const EXPAND = 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5'
const COLLAPSE = 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5'

function Glyph({ d }: { d: string }) {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  )
}

export interface GameFrameLabels {
  loading: string
  close: string
  fullscreen: string
  exitFullscreen: string
}

export type GameMessage = { type: 'game:balance'; balance: number } | { type: 'game:close' }

/** Calls `on` for messages from games of this origin. */
export function useGameMessages(on: (m: GameMessage) => void): void {
  const ref = useRef(on)
  ref.current = on
  useEffect(() => {
    const listener = (e: MessageEvent) => {
      if (e.origin !== location.origin) return
      const m = e.data as Partial<GameMessage> | null
      if (m?.type === 'game:close') ref.current({ type: 'game:close' })
      else if (m?.type === 'game:balance' && typeof m.balance === 'number' && Number.isFinite(m.balance)) ref.current({ type: 'game:balance', balance: m.balance })
    }
    addEventListener('message', listener)
    return () => removeEventListener('message', listener)
  }, [])
}

export function GameFrameView({
  url,
  title,
  labels,
  onClose,
  closeHref,
}: {
  url: string | null
  title: string
  labels: GameFrameLabels
  /** The close button's action (modal); or `closeHref` for a link (the /seamless page). */
  onClose?: () => void
  closeHref?: string
}) {
  const box = useRef<HTMLDivElement>(null)
  const frame = useRef<HTMLIFrameElement>(null)
  const [loaded, setLoaded] = useState(false)
  const [full, setFull] = useState(false)
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose

  /** The game page has loaded: drop the spinner; Escape inside the game (same origin) closes the frame as it does outside. */
  const onFrameLoad = (iframe: HTMLIFrameElement) => {
    setLoaded(true)
    try {
      iframe.contentWindow?.addEventListener('keydown', (e) => {
        if (e.key === 'Escape' && !e.defaultPrevented && !document.fullscreenElement) onCloseRef.current?.()
      })
    } catch {
      // a game of another origin keeps its keys to itself
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per game url; onFrameLoad is a new function each render and would re-run it on every render
  useEffect(() => {
    // A server-rendered frame (/seamless) may have loaded before hydration, its load event unseen.
    let doc: Document | null | undefined = null
    try {
      doc = frame.current?.contentDocument
    } catch {
      /* another origin */
    }
    if (doc && doc.readyState === 'complete' && doc.URL !== 'about:blank') onFrameLoad(frame.current!)
    else setLoaded(false)
  }, [url])
  useEffect(() => {
    const on = () => setFull(document.fullscreenElement === box.current)
    document.addEventListener('fullscreenchange', on)
    return () => document.removeEventListener('fullscreenchange', on)
  }, [])

  const toggleFull = async () => {
    const el = box.current
    if (!el) return
    if (document.fullscreenElement) {
      await document.exitFullscreen().catch(() => {})
      return
    }
    if (typeof el.requestFullscreen === 'function') {
      try {
        await el.requestFullscreen()
        return
      } catch {
        /* not allowed here: fill the window instead */
      }
    }
    setFull((f) => !f)
  }

  return (
    <div ref={box} className={full ? 'gf is-full' : 'gf'} data-testid="game-frame">
      <div className="gf__bar">
        <span className="gf__title">{title}</span>
        <button
          type="button"
          className="icon-btn gf__btn"
          onClick={toggleFull}
          aria-pressed={full}
          aria-label={full ? labels.exitFullscreen : labels.fullscreen}
          title={full ? labels.exitFullscreen : labels.fullscreen}
        >
          <Glyph d={full ? COLLAPSE : EXPAND} />
        </button>
        {closeHref ? (
          <a className="icon-btn gf__btn" href={closeHref} aria-label={labels.close} title={labels.close}>
            <Icon name="close" size={18} />
          </a>
        ) : (
          <button type="button" className="icon-btn gf__btn" onClick={onClose} aria-label={labels.close} title={labels.close} data-testid="game-frame-close">
            <Icon name="close" size={18} />
          </button>
        )}
      </div>
      <div className="gf__stage">
        {url ? <iframe className="gf__iframe" src={url} title={title} allow="fullscreen; autoplay; clipboard-write" ref={frame} onLoad={(e) => onFrameLoad(e.currentTarget)} /> : null}
        {!loaded ? (
          <div className="gf__loading" role="status" aria-live="polite">
            <span className="sbx-spinner" aria-hidden="true" />
            <span>{labels.loading}</span>
          </div>
        ) : null}
      </div>
    </div>
  )
}

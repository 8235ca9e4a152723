'use client'
/**
 * The favourite heart on a game tile (spec §4 "Favourite toggle", §5/§6 protected actions, §9
 * favourite throttle 1000 ms; §7 MCSFE_addFavoriteGameV2 / MCSFE_removeFavoriteGameV2).
 * - A visitor's click opens the login popup (`auth:open`); a trial account's the 'need true account'
 *   dialog, whose confirm invites it to register.
 * - A member's click changes the heart at once (optimistic), then the add or remove call follows:
 *   at most one call per game per 1000 ms; clicks in between only change what the next call sends
 *   (the last wish wins, a wish back to the confirmed state sends nothing). A refused or failed call
 *   puts the heart back to what the server holds and says why (translated) in a toast.
 * One store per page is shared by every heart, so the same game shows the same state everywhere
 * (a hot-games tile and the slots rail). The server passes each heart its state (`on`) on the
 * member's own pages; on pages shared by every member (decision 0038) and on tiles appended by load
 * more, hearts read the member summary's favourites (client/member-summary.ts).
 */
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'
import { api, call } from '../api'
import { useMemberSummaryPart } from '../member-summary'
import { fill } from '../components/form-kit'

export type FavouriteViewer = 'guest' | 'trial' | 'member'

export interface FavouriteLabels {
  add: string
  remove: string
  added: string
  removed: string
  failed: string
  needTrueTitle: string
  needTrueText: string
  register: string
  cancel: string
  close: string
}

export interface FavouriteGame {
  nodeId: string
  vassalage: string
  gameType: string
  gameName: string
}

/** Minimum gap between two calls for one game (spec §9). */
const THROTTLE_MS = 1000

type Toast = { id: number; nodeId: string; owner: string; text: string; tone: 'ok' | 'bad' }

// ---------- the page's store ----------
/** What the server holds, as far as this page knows. */
const confirmed = new Map<string, boolean>()
/** What the member asked for and is not confirmed yet. */
const wished = new Map<string, boolean>()
const inFlight = new Set<string>()
const lastCall = new Map<string, number>()
const timers = new Map<string, ReturnType<typeof setTimeout>>()
/** The heart last clicked for each game: its toast shows there (a game may have several hearts on a page). */
const clickedBy = new Map<string, string>()
const listeners = new Set<() => void>()
let toast: Toast | null = null
let toastSeq = 0

function emit() {
  for (const l of listeners) l()
}
function subscribe(l: () => void) {
  listeners.add(l)
  return () => {
    listeners.delete(l)
  }
}

function shown(nodeId: string): boolean | undefined {
  return wished.has(nodeId) ? wished.get(nodeId) : confirmed.get(nodeId)
}

function say(nodeId: string, text: string, tone: Toast['tone']) {
  toast = { id: ++toastSeq, nodeId, owner: clickedBy.get(nodeId) ?? '', text, tone }
  emit()
}

/** Sends the wish for a game when the throttle allows; schedules itself otherwise. */
function sync(game: FavouriteGame, labels: FavouriteLabels) {
  const { nodeId } = game
  if (inFlight.has(nodeId) || timers.has(nodeId)) return
  const want = wished.get(nodeId)
  if (want === undefined) return
  if (want === (confirmed.get(nodeId) ?? false)) {
    wished.delete(nodeId)
    emit()
    return
  }
  const wait = (lastCall.get(nodeId) ?? 0) + THROTTLE_MS - Date.now()
  if (wait > 0) {
    timers.set(
      nodeId,
      setTimeout(() => {
        timers.delete(nodeId)
        sync(game, labels)
      }, wait),
    )
    return
  }
  inFlight.add(nodeId)
  lastCall.set(nodeId, Date.now())
  const request = want
    ? call(api.favourites.MCSFE_addFavoriteGameV2.$post({ json: { nodeId, vendor: game.vassalage, gameType: game.gameType } }))
    : call(api.favourites.MCSFE_removeFavoriteGameV2.$delete({ query: { nodeId } }))
  void request.then((res) => {
    inFlight.delete(nodeId)
    if (res.success) {
      confirmed.set(nodeId, want)
      if (wished.get(nodeId) === want) {
        wished.delete(nodeId)
        say(nodeId, fill(want ? labels.added : labels.removed, { name: game.gameName }), 'ok')
      } else emit()
      sync(game, labels)
      return
    }
    // Refused or failed: back to what the server holds, and say why.
    wished.delete(nodeId)
    if (res.status === 401) {
      emit()
      dispatchEvent(new CustomEvent('auth:open', { detail: { view: 'login' } }))
      return
    }
    say(nodeId, res.message ?? labels.failed, 'bad')
  })
}

// ---------- the heart ----------
function ToastView({ t, close }: { t: Toast; close: string }) {
  useEffect(() => {
    const timer = setTimeout(() => {
      if (toast?.id === t.id) {
        toast = null
        emit()
      }
    }, 4000)
    return () => clearTimeout(timer)
  }, [t.id])
  return createPortal(
    <div className={`fav-toast fav-toast--${t.tone}`} role={t.tone === 'bad' ? 'alert' : 'status'} data-testid="fav-toast">
      <span>{t.text}</span>
      <button
        type="button"
        className="fav-toast__close"
        aria-label={close}
        onClick={() => {
          toast = null
          emit()
        }}
      >
        ×
      </button>
    </div>,
    document.body,
  )
}

/**
 * What one heart shows of the page's store, as one string (on, pending, its toast): a heart
 * re-renders only when its own state changes, so one store change does not re-render every heart
 * of the page (160 on `/`).
 */
function heartState(nodeId: string, self: string, on: boolean | undefined): string {
  return `${shown(nodeId) ?? on ?? false}|${wished.has(nodeId) || inFlight.has(nodeId)}|${toast?.owner === self ? toast.id : 0}`
}

export function FavouriteToggle({ game, on, viewer, labels }: { game: FavouriteGame; on?: boolean; viewer: FavouriteViewer; labels: FavouriteLabels }) {
  const self = useId()
  const { nodeId } = game
  const state = () => heartState(nodeId, self, on)
  useSyncExternalStore(subscribe, state, state)
  const [needTrue, setNeedTrue] = useState(false)
  const dialog = useRef<HTMLDialogElement>(null)
  // A page shared by every member (decision 0038) does not know the member's hearts: the member summary does.
  const inSummary = useMemberSummaryPart((s) => (s ? s.favourites.includes(nodeId) : undefined), viewer === 'member' && on === undefined)

  // The server's word on this game, unless a change of the member's is still on its way.
  useEffect(() => {
    if (viewer !== 'member') return
    const known = on ?? inSummary
    if (known === undefined) return
    if (on === undefined && confirmed.has(nodeId)) return
    if (!wished.has(nodeId) && !inFlight.has(nodeId) && confirmed.get(nodeId) !== known) {
      const before = shown(nodeId) ?? false
      confirmed.set(nodeId, known)
      // Only a change this page shows is announced (most hearts of a member are off, as they were drawn).
      if (known !== before) emit()
    }
  }, [viewer, nodeId, on, inSummary])

  useEffect(() => {
    const d = dialog.current
    if (d && needTrue && !d.open) d.showModal()
  }, [needTrue])

  const active = viewer === 'member' && (shown(nodeId) ?? on ?? false)
  const pending = wished.has(nodeId) || inFlight.has(nodeId)

  const click = () => {
    if (viewer === 'guest') return dispatchEvent(new CustomEvent('auth:open', { detail: { view: 'login' } }))
    if (viewer === 'trial') return setNeedTrue(true)
    if (toast?.nodeId === nodeId) toast = null
    clickedBy.set(nodeId, self)
    if (!confirmed.has(nodeId)) confirmed.set(nodeId, on ?? false)
    // NOTE: read the store, not this render's `active`: clicks may come faster than renders.
    wished.set(nodeId, !(shown(nodeId) ?? false))
    emit()
    sync(game, labels)
  }

  const closeNeedTrue = () => {
    dialog.current?.close()
    setNeedTrue(false)
  }

  const label = fill(active ? labels.remove : labels.add, { name: game.gameName })
  return (
    <>
      <button
        type="button"
        className={active ? 'fav-toggle is-on' : 'fav-toggle'}
        aria-pressed={active}
        aria-label={label}
        data-fav-node={nodeId}
        data-pending={pending || undefined}
        onClick={click}
      ></button>
      {toast?.owner === self ? <ToastView t={toast} close={labels.close} /> : null}
      {needTrue
        ? createPortal(
            // biome-ignore lint/a11y/useKeyWithClickEvents: backdrop click closes the modal; its keyboard equivalent is the native dialog Escape (cancel), and the click only acts when the target is the dialog box itself
            <dialog
              ref={dialog}
              className="modal modal--small wtrue"
              aria-labelledby={`fav-true-${nodeId}`}
              onClose={() => setNeedTrue(false)}
              onClick={(e) => {
                if (e.target === e.currentTarget) closeNeedTrue()
              }}
            >
              <div className="wtrue__body">
                <span className="wtrue__icon" aria-hidden="true">
                  !
                </span>
                <h2 id={`fav-true-${nodeId}`} className="wtrue__title">
                  {labels.needTrueTitle}
                </h2>
                <p className="wtrue__text">{labels.needTrueText}</p>
              </div>
              <footer className="modal__foot">
                <button type="button" className="btn btn--ghost" onClick={closeNeedTrue}>
                  {labels.cancel}
                </button>
                <button
                  type="button"
                  className="btn btn--primary"
                  // biome-ignore lint/a11y/noAutofocus: the button is the primary action of a modal dialog that has just opened; moving focus into the dialog is the modal pattern
                  autoFocus
                  onClick={() => {
                    closeNeedTrue()
                    dispatchEvent(new CustomEvent('auth:open', { detail: { view: 'register' } }))
                  }}
                >
                  {labels.register}
                </button>
              </footer>
            </dialog>,
            document.body,
          )
        : null}
    </>
  )
}

/**
 * Launching games from the lobby (spec §2 "Game tile", popups: game; §4 launch routing; §5/§6 trial
 * and login rules): the code the GameLauncher island (launcher.tsx) loads on the first click on a
 * tile, or ahead when the pointer or focus reaches one; it then handles that click and every later
 * one by delegation on the document. Tiles stay server-rendered links:
 * - a game tile (`a.tile[data-node-id]`) or a vendor card that launches (`[data-launch="game"]`):
 *   a visitor gets the login popup, a trial account the 'need true account' dialog, a member
 *   POST /wps/game/launchGame { nodeId } → the game frame opens over the lobby (a lottery vendor's
 *   route is navigated to instead); maintenance and network errors show translated in the frame;
 * - a vendor card whose vendor opens a game list (`[data-launch="vendor"]`, isGame VASSALAGE):
 *   the vendor's games in a popup, each launching the same way.
 * Ctrl/⌘-click and middle click keep the link's own target (/seamless?nodeId=…: the game full page).
 * While a game is open its balance reaches the header (`wallet:changed`); on close the balance is
 * read again (GET /wps/v2/wallets/balance) and focus returns to the tile.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { api, call } from '../../api'
import { fill } from '../../components/form-kit'
import { navigate } from '../../router'
import { GameFrameView, useGameMessages } from '../game-frame'
import { GameTile, type TileGame } from '../../components/game-tile'
import { Icon } from '../../components/icon'
import type { OnDemandTrigger } from '../../components/on-demand'
import { LAUNCH_SELECTOR, launches } from './launch-targets'
import type { GameLauncherProps } from './launcher'

type Frame = { phase: 'launching'; name: string; nodeId: string } | { phase: 'open'; name: string; nodeId: string; url: string } | { phase: 'error'; name: string; nodeId: string; message: string }

type VendorList = { vassalage: string; gameType: string; name: string; state: 'loading' | 'failed' | 'ready'; games: TileGame[] }

function DialogShell({ open, onClose, className, labelledBy, children }: { open: boolean; onClose: () => void; className: string; labelledBy: string; children: React.ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const d = ref.current
    if (!d) return
    if (open && !d.open) d.showModal()
    if (!open && d.open) d.close()
  }, [open])
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: backdrop click closes the modal; its keyboard equivalent is the native dialog Escape (cancel), and the click only acts when the target is the dialog box itself
    <dialog
      ref={ref}
      className={className}
      aria-labelledby={labelledBy}
      onClose={() => {
        if (open) onClose()
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose()
      }}
    >
      {open ? children : null}
    </dialog>
  )
}

/** The launcher (see the module comment); `trigger` is the click that loaded it, handled at once. */
export default function GameLauncher({ viewer, labels, tileLabels, imageBase, trigger }: GameLauncherProps & { trigger?: OnDemandTrigger }) {
  const [frame, setFrame] = useState<Frame | null>(null)
  const [needTrue, setNeedTrue] = useState(false)
  const [vendorList, setVendorList] = useState<VendorList | null>(null)
  const returnFocus = useRef<HTMLElement | null>(null)
  const seq = useRef(0)

  const launch = useCallback(
    async (nodeId: string, name: string) => {
      const id = ++seq.current
      setVendorList(null)
      setFrame({ phase: 'launching', name, nodeId })
      const res = await call(api.launch.game.launchGame.$post({ json: { nodeId } }))
      if (id !== seq.current) return
      if (res.success && res.value?.kind === 'url') return setFrame({ phase: 'open', name, nodeId, url: res.value.url })
      if (res.success && res.value?.kind === 'route') {
        setFrame(null)
        return navigate(res.value.url)
      }
      if (res.status === 401) {
        setFrame(null)
        return dispatchEvent(new CustomEvent('auth:open', { detail: { view: 'login' } }))
      }
      if (res.code === 'NEED_TRUE_ACCOUNT') {
        setFrame(null)
        return setNeedTrue(true)
      }
      setFrame({ phase: 'error', name, nodeId, message: res.status === 0 ? labels.network : (res.message ?? labels.failed) })
    },
    [labels],
  )

  const openVendor = useCallback(async (vassalage: string, gameType: string, name: string) => {
    setVendorList({ vassalage, gameType, name, state: 'loading', games: [] })
    const res = await call(api.games.GCSGAME_gameList.$get({ query: { gameType, vassalage, pageNo: '1', pageSize: '100' } }))
    setVendorList((v) => (v && v.vassalage === vassalage ? { ...v, state: res.success && res.value ? 'ready' : 'failed', games: res.value?.games ?? [] } : v))
  }, [])

  // What a click on a tile or a launching vendor card does.
  const activate = useCallback(
    (el: HTMLElement) => {
      if (viewer === 'guest') return dispatchEvent(new CustomEvent('auth:open', { detail: { view: 'login' } }))
      if (viewer === 'trial') {
        returnFocus.current = el
        return setNeedTrue(true)
      }
      if (!el.closest('dialog')) returnFocus.current = el
      const name = el.dataset.name ?? el.getAttribute('aria-label') ?? ''
      if (el.dataset.launch === 'vendor') void openVendor(el.dataset.vassalage ?? '', el.dataset.gameType ?? '', name)
      else void launch(el.dataset.nodeId!, name)
    },
    [viewer, launch, openVendor],
  )

  // Delegated clicks on tiles and launching vendor cards (capture: before the client router).
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
      const el = (e.target as Element | null)?.closest?.<HTMLElement>(LAUNCH_SELECTOR)
      if (!el || !launches(el)) return
      e.preventDefault()
      activate(el)
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [activate])

  // The click that made the island load this code, before the listener above existed.
  const firstClick = useRef(trigger)
  useEffect(() => {
    const t = firstClick.current
    firstClick.current = undefined
    if (t?.kind === 'click' && t.opener instanceof HTMLElement && t.opener.isConnected) activate(t.opener)
  }, [activate])

  const restoreFocus = useCallback(
    () =>
      requestAnimationFrame(() => {
        const el = returnFocus.current
        if (el?.isConnected) el.focus()
      }),
    [],
  )

  const closeFrame = useCallback(async () => {
    seq.current++
    const wasOpen = frame?.phase === 'open'
    setFrame(null)
    restoreFocus()
    if (!wasOpen) return
    // The header shows what the wallet holds now.
    const res = await call(api.wallet.v2.wallets.balance.$get())
    dispatchEvent(new CustomEvent('wallet:changed', { detail: res.success && typeof res.value?.balance === 'number' ? { balance: res.value.balance } : undefined }))
  }, [frame, restoreFocus])

  // Back or forward while a game is open: the game closes with the page it was opened on.
  useEffect(() => {
    const onPop = () => {
      if (frame) void closeFrame()
    }
    addEventListener('popstate', onPop)
    return () => removeEventListener('popstate', onPop)
  }, [frame, closeFrame])

  useGameMessages((m) => {
    if (m.type === 'game:close') void closeFrame()
    else dispatchEvent(new CustomEvent('wallet:changed', { detail: { balance: m.balance } }))
  })

  const register = () => {
    setNeedTrue(false)
    dispatchEvent(new CustomEvent('auth:open', { detail: { view: 'register' } }))
  }

  return (
    <>
      <DialogShell open={frame !== null} onClose={closeFrame} className="modal gf-dialog" labelledBy="gf-title">
        {frame ? (
          <>
            <h2 id="gf-title" className="sr-only">
              {frame.name}
            </h2>
            {frame.phase === 'error' ? (
              <div className="gf gf--message">
                <div className="gf__bar">
                  <span className="gf__title">{frame.name}</span>
                  <button type="button" className="icon-btn gf__btn" onClick={closeFrame} aria-label={labels.close}>
                    <Icon name="close" size={18} />
                  </button>
                </div>
                <div className="gf__stage gf__stage--message" role="alert">
                  <span className="sbx-fatal__icon" aria-hidden="true">
                    !
                  </span>
                  <p data-testid="launch-error">{frame.message}</p>
                  <button type="button" className="btn btn--primary" onClick={() => void launch(frame.nodeId, frame.name)}>
                    {labels.retry}
                  </button>
                </div>
              </div>
            ) : (
              <GameFrameView
                url={frame.phase === 'open' ? frame.url : null}
                title={frame.name}
                onClose={closeFrame}
                labels={{ loading: fill(labels.loading, { name: frame.name }), close: labels.close, fullscreen: labels.fullscreen, exitFullscreen: labels.exitFullscreen }}
              />
            )}
          </>
        ) : null}
      </DialogShell>

      <DialogShell
        open={needTrue}
        onClose={() => {
          setNeedTrue(false)
          restoreFocus()
        }}
        className="modal modal--small launch-true"
        labelledBy="launch-true-title"
      >
        <div className="launch-true__body">
          <span className="sbx-fatal__icon" aria-hidden="true">
            !
          </span>
          <h2 id="launch-true-title">{labels.needTrueTitle}</h2>
          <p>{labels.needTrueText}</p>
        </div>
        <footer className="modal__foot">
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => {
              setNeedTrue(false)
              restoreFocus()
            }}
          >
            {labels.cancel}
          </button>
          {/* biome-ignore lint/a11y/noAutofocus: the button is the primary action of a modal dialog that has just opened; moving focus into the dialog is the modal pattern */}
          <button type="button" className="btn btn--primary" onClick={register} data-testid="launch-need-true-register" autoFocus>
            {labels.register}
          </button>
        </footer>
      </DialogShell>

      <DialogShell
        open={vendorList !== null}
        onClose={() => {
          setVendorList(null)
          restoreFocus()
        }}
        className="modal vendor-games"
        labelledBy="vendor-games-title"
      >
        {vendorList ? (
          <div className="modal__body">
            <header className="modal__head">
              <h2 id="vendor-games-title">{fill(labels.vendorGames, { vendor: vendorList.name })}</h2>
              <button
                type="button"
                className="icon-btn"
                onClick={() => {
                  setVendorList(null)
                  restoreFocus()
                }}
                aria-label={labels.close}
              >
                <Icon name="close" size={18} />
              </button>
            </header>
            <div className="vendor-games__list" aria-busy={vendorList.state === 'loading'}>
              {vendorList.state === 'loading' ? (
                <p className="vendor-games__note" role="status">
                  <span className="sbx-spinner" aria-hidden="true" />
                  {labels.vendorLoading}
                </p>
              ) : vendorList.state === 'failed' ? (
                <p className="vendor-games__note" role="alert">
                  {labels.vendorFailed}
                </p>
              ) : vendorList.games.length === 0 ? (
                <p className="vendor-games__note">{labels.vendorEmpty}</p>
              ) : (
                <div className="game-grid">
                  {vendorList.games.map((g) => (
                    <GameTile key={g.nodeId} game={g} href={`/seamless?nodeId=${encodeURIComponent(g.nodeId)}`} labels={tileLabels} imageBase={imageBase} />
                  ))}
                </div>
              )}
            </div>
          </div>
        ) : null}
      </DialogShell>
    </>
  )
}

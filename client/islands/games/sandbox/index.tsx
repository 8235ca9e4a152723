'use client'
/**
 * The sandbox vendor's game page inside the game frame (/play/<vendor>/<gameCode>, DESIGN §5
 * "Sandbox vendor"): opens the session with the launch token, then shows the generic game of the
 * catalogue entry's type — slot, baccarat, roulette, bet slip, fish shooting or Teen Patti — with
 * the game's art, the balance, the bet field with chips and the last results. Each game's code loads
 * on its own. Every refusal is shown translated; an ended session offers the way back to the lobby.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ComponentType } from 'react'
import type { SandboxSessionValue } from '../../../../shared/schemas/sandbox'
import type { SandboxGame as GameKind } from '../../../../shared/sandbox/kinds'
import { tellLobby, vendorCall } from './api'
import { GameProvider, makeT, refusalText, useGame, type TextTree } from './kit'
import { formatMoney } from '../../../../shared/format'

export interface SandboxGameProps {
  token: string
  vendor: string
  gameCode: string
  gameType: string
  /** The brand's currency symbol, e.g. "₱". */
  currencySymbol: string
  /** The `play` texts in the player's language. */
  texts: TextTree
  /** The page's BCP 47 tag (shared/i18n/format.ts `localeOf`) for numbers and amounts; English when absent. */
  locale?: string
}

const GAMES: Record<GameKind, ComponentType> = {
  SLOT: lazy(() => import('./slot').then((m) => ({ default: m.SlotGame }))),
  BACCARAT: lazy(() => import('./baccarat').then((m) => ({ default: m.BaccaratGame }))),
  ROULETTE: lazy(() => import('./roulette').then((m) => ({ default: m.RouletteGame }))),
  BETSLIP: lazy(() => import('./betslip').then((m) => ({ default: m.BetSlipGame }))),
  FISH: lazy(() => import('./fish').then((m) => ({ default: m.FishGame }))),
  SHOWDOWN: lazy(() => import('./showdown').then((m) => ({ default: m.ShowdownGame }))),
}

type Load = { state: 'loading' } | { state: 'ready'; session: SandboxSessionValue } | { state: 'failed'; code: string }

function Spinner({ label }: { label: string }) {
  return (
    <div className="sbx-loading" role="status" aria-live="polite">
      <span className="sbx-spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  )
}

function backToLobby() {
  if (window.parent !== window) tellLobby({ type: 'game:close' })
  else location.href = '/'
}

export function SandboxGame({ token, vendor, gameCode, gameType, currencySymbol, texts, locale }: SandboxGameProps) {
  const t = useMemo(() => makeT(texts), [texts])
  const [load, setLoad] = useState<Load>({ state: 'loading' })
  const open = useCallback(async () => {
    const res = await vendorCall('session', { token, vendor, gameCode, gameType })
    if (res.success) {
      setLoad({ state: 'ready', session: res.value })
      tellLobby({ type: 'game:balance', balance: res.value.balance })
      return true
    }
    setLoad({ state: 'failed', code: res.code })
    return false
  }, [token, vendor, gameCode, gameType])
  useEffect(() => {
    void open()
  }, [open])

  if (load.state === 'loading')
    return (
      <div className="sbx sbx--center">
        <Spinner label={t('game.loading')} />
      </div>
    )
  if (load.state === 'failed') {
    const money = (major: number) => formatMoney(Math.round(major * 100), currencySymbol, locale)
    return (
      <div className="sbx sbx--center">
        <div className="sbx-fatal" role="alert">
          <span className="sbx-fatal__icon" aria-hidden="true">
            !
          </span>
          <p>{refusalText(t, money, { minBet: 0, maxBet: 0 }, load.code)}</p>
          <div className="sbx-fatal__actions">
            {load.code === 'NETWORK' ? (
              <button
                type="button"
                className="btn btn--primary"
                onClick={() => {
                  setLoad({ state: 'loading' })
                  void open()
                }}
              >
                {t('frame.retry')}
              </button>
            ) : null}
            <button type="button" className="btn btn--ghost" onClick={backToLobby}>
              {t('game.backToLobby')}
            </button>
          </div>
        </div>
      </div>
    )
  }
  const Game = GAMES[load.session.game.game]
  return (
    <GameProvider t={t} symbol={currencySymbol} locale={locale} token={token} session={load.session} reopen={open}>
      <Shell>
        <Suspense fallback={<Spinner label={t('game.loading')} />}>
          <Game />
        </Suspense>
      </Shell>
    </GameProvider>
  )
}

/** Header (art, name, provider, balance), the refusal banner, and the ended-session overlay. */
function Shell({ children }: { children: React.ReactNode }) {
  const { t, money, info, balance, error, clearError, ended } = useGame()
  return (
    <div className={`sbx sbx--${info.game.toLowerCase()}`} data-game={info.game}>
      <header className="sbx-head">
        <img className="sbx-head__art" src={info.iconUrl} alt="" width={44} height={44} />
        <div className="sbx-head__names">
          <h1 className="sbx-head__title">{info.name}</h1>
          <p className="sbx-head__sub">
            {info.vendor} · {t(`types.${info.game}`)}
          </p>
        </div>
        <p className="sbx-head__balance">
          <span className="sbx-head__balance-label">{t('game.balance')}</span>
          <span className="sbx-head__balance-value" data-testid="game-balance" aria-live="polite">
            {money(balance)}
          </span>
        </p>
      </header>
      {error ? (
        <div className="sbx-error">
          <span role="alert">{error}</span>
          <button type="button" className="sbx-error__close" onClick={clearError} aria-label={t('game.dismiss')}>
            ×
          </button>
        </div>
      ) : null}
      <div className="sbx-body">{children}</div>
      {ended ? (
        <div className="sbx-ended" role="dialog" aria-modal="true" aria-labelledby="sbx-ended-title">
          <div className="sbx-fatal">
            <span className="sbx-fatal__icon" aria-hidden="true">
              !
            </span>
            <h2 id="sbx-ended-title">{t('game.sessionEnded')}</h2>
            <p>{error}</p>
            {/* biome-ignore lint/a11y/noAutofocus: the button is the primary action of a modal dialog that has just opened; moving focus into the dialog is the modal pattern */}
            <button type="button" className="btn btn--primary" onClick={backToLobby} autoFocus>
              {t('game.backToLobby')}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  )
}

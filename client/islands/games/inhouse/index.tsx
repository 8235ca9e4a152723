'use client'
/**
 * The in-house vendor's (BGS) provably fair games, rendered by the /play/BGS/<gameCode> page inside
 * the game frame. Talks only to its vendor server (POST /vendors/inhouse/…) with the launch token:
 * opens the session (balance, seed hash, client seed, nonce, the game's settings, a mines round in
 * play, history), then plays the game's engine — dice, limbo, mines, plinko or the slot; every BGS
 * classification maps to one of them (shared/fair/engines.ts). Beside the game: the fairness panel
 * (seed hash, client seed, nonce, rotation) and the last rounds with their verify links.
 * @see DESIGN §5 "In-house vendor"; issue 5
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import '../../../styles/inhouse.css'
import type { RoundView, SeedView, SessionView } from '../../../../shared/fair/api'
import { toMinor } from '../../../../shared/schemas/wallet'
import { ENDING_CODES, announceBalance, callVendor, type RoundPath } from './api'
import { GameContext, type GameState, type Played, type Tone } from './state'
import { moneyFor, percent, textsFor } from './texts'
import { localeOf, type TextTree } from '../../../../shared/i18n/format'
import { FairnessPanel, HistoryPanel } from './fairness'
import { DiceGame } from './dice'
import { LimboGame } from './limbo'
import { MinesGame } from './mines'
import { PlinkoGame } from './plinko'
import { SlotGame } from './slot'

/** What the /play page passes: the launch token and the game it names. */
export interface InhouseGameProps {
  token: string
  gameCode: string
  /** The catalogue classification (DICE, CRASH, MINES, PLINKO, SLOT, KENO, …). */
  classification: string
  language: string
  currencySymbol: string
  /** The `inhouse` texts of a language beyond English and Filipino (its translation file), from the server. */
  texts?: TextTree
}

const HISTORY = 20

/** Puts a decided round at the top of the history (replacing an earlier state of it). */
function withRound(history: RoundView[], round: RoundView): RoundView[] {
  if (round.status === 'OPEN') return history
  return [round, ...history.filter((r) => r.roundId !== round.roundId)].slice(0, HISTORY)
}

export function InhouseGame({ token, gameCode, language, currencySymbol, texts }: InhouseGameProps) {
  const t = useMemo(() => textsFor(language, texts), [language, texts])
  const money = useMemo(() => moneyFor(currencySymbol, localeOf(language)), [currencySymbol, language])
  const [session, setSession] = useState<SessionView | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry trigger (the retry button bumps it), not a value the effect reads
  useEffect(() => {
    let live = true
    setFailure(null)
    void callVendor('/session', { token, gameCode }, language, t).then((res) => {
      if (!live) return
      if (res.ok) setSession(res.value)
      else setFailure(res.message)
    })
    return () => {
      live = false
    }
  }, [token, gameCode, language, t, attempt])

  if (!session) {
    return (
      <div className="ih ih--loading" aria-busy={!failure}>
        {failure ? (
          <div className="ih-fatal" role="alert">
            <span className="ih-fatal__icon" aria-hidden="true">
              !
            </span>
            <p>{failure}</p>
            <button type="button" className="btn btn--ghost" onClick={() => setAttempt((n) => n + 1)}>
              {t('common.retry')}
            </button>
          </div>
        ) : (
          <div className="ih-loading">
            <span className="ih-spinner" aria-hidden="true" />
            <span>{t('common.loading')}</span>
          </div>
        )}
      </div>
    )
  }
  return <Game token={token} language={language} session={session} t={t} money={money} />
}

function Game({ token, language, session, t, money }: { token: string; language: string; session: SessionView; t: GameState['t']; money: GameState['money'] }) {
  const info = session.game
  const [balance, setBalance] = useState(session.balance)
  const [seed, setSeed] = useState<SeedView>(session.seed)
  const [history, setHistory] = useState<RoundView[]>(session.history)
  const [openRound, setOpenRound] = useState<RoundView | null>(session.openRound)
  const [busy, setBusy] = useState(false)
  const [ended, setEnded] = useState(false)
  const [notice, setNotice] = useState<GameState['notice']>(null)
  const [betText, setBetText] = useState(() => String(session.openRound?.bet ?? Math.max(info.minBet, 10)))
  const busyRef = useRef(false)

  const minor = toMinor(betText)
  const bet = minor !== null && minor >= info.minBet * 100 && minor <= info.maxBet * 100 ? minor / 100 : null
  const notify = useCallback((tone: Tone, text: string) => setNotice({ tone, text }), [])

  const play = useCallback(
    async (path: RoundPath, body: Record<string, unknown>, opts: { defer?: boolean } = {}): Promise<Played | null> => {
      if (busyRef.current) return null
      busyRef.current = true
      setBusy(true)
      setNotice(null)
      try {
        const res = await callVendor(path, { token, ...body }, language, t)
        if (!res.ok) {
          setNotice({ tone: 'error', text: res.message })
          if (typeof res.balance === 'number') setBalance(res.balance)
          if (ENDING_CODES.includes(res.code)) setEnded(true)
          if (res.code === 'ROUND_NOT_FOUND') setOpenRound(null)
          return null
        }
        const view = res.value
        setSeed(view.seed)
        setOpenRound(view.round.status === 'OPEN' ? view.round : null)
        const commit = () => {
          setBalance(view.balance)
          setHistory((h) => withRound(h, view.round))
          announceBalance(view.balance)
          if (view.round.status === 'SETTLING') setNotice({ tone: 'info', text: t('common.pendingSettlement') })
        }
        if (!opts.defer) commit()
        return { view, commit }
      } finally {
        busyRef.current = false
        setBusy(false)
      }
    },
    [token, language, t],
  )

  const state = useMemo<GameState>(
    () => ({
      t,
      money,
      locale: localeOf(language),
      info,
      balance,
      seed,
      busy,
      ended,
      betText,
      setBetText,
      bet,
      openRound,
      notice,
      notify,
      play,
    }),
    [t, money, language, info, balance, seed, busy, ended, betText, bet, openRound, notice, notify, play],
  )

  const rtp =
    info.rtp.min === info.rtp.max
      ? t('common.rtp', { rtp: percent(info.rtp.min, localeOf(language)) })
      : t('common.rtpRange', { min: percent(info.rtp.min, localeOf(language)), max: percent(info.rtp.max, localeOf(language)) })
  return (
    <GameContext.Provider value={state}>
      <div className={`ih ih--${info.engine}`} data-engine={info.engine}>
        <header className="ih-head">
          <div className="ih-head__title">
            <h1>{info.name}</h1>
            <span className="ih-pill ih-pill--fair">{t('common.provablyFair')}</span>
            <span className="ih-pill">{rtp}</span>
          </div>
          <div className="ih-head__balance">
            <span className="ih-head__label">{t('common.balance')}</span>
            <output className="ih-head__amount" data-testid="ih-balance">
              {money(balance)}
            </output>
          </div>
        </header>
        <section className="ih-game" aria-label={t('common.gameArea', { game: info.name })}>
          {info.engine === 'dice' ? <DiceGame /> : info.engine === 'limbo' ? <LimboGame /> : info.engine === 'mines' ? <MinesGame /> : info.engine === 'plinko' ? <PlinkoGame /> : <SlotGame />}
        </section>
        <aside className="ih-side">
          <FairnessPanel
            token={token}
            language={language}
            onRotated={(next, rows) => {
              setSeed(next)
              setHistory(rows)
            }}
            onSeed={setSeed}
          />
          <HistoryPanel history={history} />
        </aside>
      </div>
    </GameContext.Provider>
  )
}

/**
 * Mines (also the TOWER and KENO classifications): start a round with 1–24 mines on the 5 × 5
 * board, reveal tiles, cash out any time after a gem; a mine ends the round. A round in play
 * survives a reload (the session hands it back). The board is a grid of buttons: Tab or the arrow
 * keys move between tiles, Enter or Space reveals one.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { MINES_TILES, minesMultiplier, type MinesParams } from '../../../../shared/fair/mines'
import type { RoundView } from '../../../../shared/fair/api'
import { BetField, Notice, PlayButton, Stat } from './controls'
import { useGame } from './state'
import { times } from './texts'
import { GemIcon, MineIcon } from './views'

interface Board {
  revealed: number[]
  mines: number[] | null
  hit: number | null
}

function boardOf(round: RoundView | null): Board {
  const o = (round?.outcome ?? {}) as { revealed?: number[]; mines?: number[]; hit?: number | null }
  return { revealed: o.revealed ?? [], mines: o.mines ?? null, hit: o.hit ?? null }
}

export function MinesGame() {
  const g = useGame()
  const { t, money, info, bet, openRound, locale } = g
  const id = useId()
  const [count, setCount] = useState<number>(openRound ? (openRound.params as MinesParams).mines : (info.params as MinesParams).mines)
  const [finished, setFinished] = useState<RoundView | null>(null)
  const tiles = useRef<(HTMLButtonElement | null)[]>([])
  const focusBoard = useRef(false)
  const round = openRound ?? finished
  const board = boardOf(round)
  const inPlay = openRound !== null
  const mines = inPlay ? (openRound.params as MinesParams).mines : count

  function after(view: RoundView) {
    if (view.status === 'OPEN') return
    setFinished(view)
    const o = boardOf(view)
    if (o.hit !== null) g.notify('loss', t('mines.boom'))
    else g.notify('win', `${o.revealed.length === MINES_TILES - mines ? `${t('mines.cleared')} ` : ''}${t('common.won', { amount: money(view.payout) })}`)
  }

  async function start() {
    if (bet === null) return
    setFinished(null)
    focusBoard.current = true
    await g.play('/mines/start', { gameCode: info.gameCode, bet, params: { mines: count } })
  }

  // A new round moves focus to the middle of the board once its tiles are enabled.
  useEffect(() => {
    if (!focusBoard.current || !openRound || g.busy) return
    focusBoard.current = false
    tiles.current[12]?.focus()
  }, [openRound, g.busy])

  async function reveal(tile: number) {
    if (!openRound || board.revealed.includes(tile)) return
    const played = await g.play('/mines/reveal', { roundId: openRound.roundId, tile })
    if (played) after(played.view.round)
  }

  async function cashout() {
    if (!openRound) return
    const played = await g.play('/mines/cashout', { roundId: openRound.roundId })
    if (played) after(played.view.round)
  }

  function randomTile() {
    const free = Array.from({ length: MINES_TILES }, (_, i) => i).filter((i) => !board.revealed.includes(i))
    const pick = free[Math.floor(Math.random() * free.length)]
    if (pick !== undefined) void reveal(pick)
  }

  function onKey(e: KeyboardEvent<HTMLDivElement>) {
    const i = tiles.current.findIndex((el) => el === document.activeElement)
    if (i < 0) return
    const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -5, ArrowDown: 5 }[e.key]
    if (step === undefined) return
    e.preventDefault()
    tiles.current[(i + step + MINES_TILES) % MINES_TILES]?.focus()
  }

  const now = inPlay ? openRound.multiplier : 1
  const next = minesMultiplier({ mines }, inPlay ? board.revealed.length + 1 : 1)
  return (
    <div className="ih-play-grid">
      <div className="ih-controls">
        <BetField locked={inPlay} />
        <div className="ih-field">
          <label className="ih-field__label" htmlFor={`${id}-count`}>
            {t('mines.count')}
          </label>
          <select id={`${id}-count`} className="ih-input" value={mines} disabled={inPlay || g.busy} onChange={(e) => setCount(Number(e.target.value))}>
            {Array.from({ length: 24 }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        <div className="ih-stats">
          <Stat label={t('common.multiplier')} value={times(now, locale)} />
          <Stat label={t('mines.nextLabel')} value={times(Math.floor((inPlay && openRound.next ? openRound.next.multiplier : next) * 100) / 100, locale)} />
        </div>
        {inPlay ? (
          <>
            <PlayButton onClick={() => void cashout()} disabled={board.revealed.length === 0}>
              {t('mines.cashout', { amount: money(openRound.next?.cashout ?? 0) })}
            </PlayButton>
            <button type="button" className="btn btn--ghost ih-random" disabled={g.busy} onClick={randomTile}>
              {t('mines.random')}
            </button>
          </>
        ) : (
          <PlayButton onClick={() => void start()} disabled={bet === null}>
            {g.busy ? t('common.betting') : t('mines.start')}
          </PlayButton>
        )}
        <Notice />
      </div>
      <div className="ih-stage ih-stage--mines">
        <p className="ih-mines__status">
          {inPlay ? `${t('mines.inPlay')} · ${t('mines.revealed', { count: board.revealed.length })}` : round ? t('mines.revealed', { count: board.revealed.length }) : t('mines.pick')}
        </p>
        {/* biome-ignore lint/a11y/useSemanticElements: an ARIA grid of tile buttons laid out with CSS grid and arrow-key navigation; a <table> would change the layout */}
        <div className="ih-mines__grid" role="grid" aria-label={t('mines.pick')} onKeyDown={onKey}>
          {Array.from({ length: 5 }, (_, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the 5×5 grid is fixed; row and column numbers are the cells' identity
            // biome-ignore lint/a11y/useSemanticElements: an ARIA grid of buttons laid out with CSS grid; a <tr> would need a table and change the layout
            // biome-ignore lint/a11y/useFocusableInteractive: the row is not a focus stop; focus moves between the tile buttons inside (arrow keys, onKey)
            <div key={row} role="row" className="ih-mines__row">
              {Array.from({ length: 5 }, (_, col) => {
                const i = row * 5 + col
                const gem = board.revealed.includes(i)
                const mine = board.mines?.includes(i) ?? false
                const open = gem || board.mines !== null
                const state = gem ? t('mines.gem') : open ? (mine ? t('mines.mine') : t('mines.gem')) : t('mines.hidden')
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the 5×5 grid is fixed; row and column numbers are the cells' identity
                  // biome-ignore lint/a11y/useSemanticElements: an ARIA grid of buttons laid out with CSS grid; a <td> would need a table and change the layout
                  // biome-ignore lint/a11y/useFocusableInteractive: the cell is not a focus stop; its tile button is
                  <span key={col} role="gridcell">
                    <button
                      ref={(el) => {
                        tiles.current[i] = el
                      }}
                      type="button"
                      data-tile={i}
                      className={`ih-tile${open ? ' is-open' : ''}${mine ? ' is-mine' : gem || open ? ' is-gem' : ''}${gem || board.hit === i ? ' is-picked' : open ? ' is-dim' : ''}${board.hit === i ? ' is-hit' : ''}`}
                      aria-label={`${t('mines.tile', { n: i + 1 })}, ${state}`}
                      disabled={!inPlay || gem || g.busy}
                      onClick={() => void reveal(i)}
                    >
                      {open ? mine ? <MineIcon /> : <GemIcon /> : null}
                    </button>
                  </span>
                )
              })}
            </div>
          ))}
        </div>
      </div>
    </div>
  )
}

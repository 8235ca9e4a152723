'use client'
/**
 * The sandbox's live table: punto banco baccarat (shared/sandbox/baccarat.ts). Pick a chip, tap
 * Player, Banker or Tie, then Deal; the cards come face up with both totals and the winner. The
 * bets stay on the table for the next coup. The bead road shows the last winners.
 */
import { useState } from 'react'
import { BACCARAT_SIDES, type BaccaratSide } from '../../../../shared/sandbox/baccarat'
import type { SandboxRound } from '../../../../shared/schemas/sandbox'
import { ChipRack, PlayingCard, ResultsStrip, RoundBanner, useGame } from './kit'
import { useTableBets } from './table-bets'

export function BaccaratGame() {
  const { t, money, info, busy, play, history } = useGame()
  const [chip, setChip] = useState(info.chips[0])
  const bets = useTableBets()
  const [round, setRound] = useState<SandboxRound | null>(null)
  const hand = round?.outcome.game === 'BACCARAT' ? round.outcome : null

  const deal = async () => {
    if (bets.empty || busy) return
    setRound(null)
    const res = await play({ game: 'BACCARAT', bets: BACCARAT_SIDES.filter((s) => bets.totals.has(s)).map((side) => ({ side, amount: bets.totals.get(side)! })) })
    if (res) setRound(res.round)
  }

  const road = history
    .flatMap((r) => (r.outcome.game === 'BACCARAT' ? [{ roundId: r.roundId, winner: r.outcome.winner }] : []))
    .slice(0, 12)
    .reverse()
  return (
    <div className="sbx-layout">
      <section className="sbx-stage sbx-felt" aria-label={info.name}>
        <div className="sbx-bac__hands">
          {(['PLAYER', 'BANKER'] as const).map((side) => {
            const cards = side === 'PLAYER' ? hand?.player : hand?.banker
            const total = side === 'PLAYER' ? hand?.playerTotal : hand?.bankerTotal
            return (
              <div key={side} className={`sbx-bac__hand sbx-bac__hand--${side.toLowerCase()}${hand?.winner === side ? ' is-winner' : ''}`}>
                <h2 className="sbx-bac__side">
                  {t(`baccarat.${side}`)}{' '}
                  {total !== undefined ? (
                    <span className="sbx-bac__total" data-testid={`bac-total-${side}`}>
                      {total}
                    </span>
                  ) : null}
                </h2>
                <div className="sbx-hand" aria-busy={busy}>
                  {/* biome-ignore lint/suspicious/noArrayIndexKey: a hand's cards are dealt once and never reorder; the card position is its identity */}
                  {cards ? cards.map((c, i) => <PlayingCard key={i} card={c} />) : [0, 1].map((i) => <PlayingCard key={i} hidden />)}
                </div>
              </div>
            )
          })}
        </div>
        <div className="sbx-felt__status">
          {hand ? (
            <p className="sbx-bac__winner" data-testid="bac-winner">
              {t(`baccarat.wins.${hand.winner}`)}
            </p>
          ) : (
            <p className="sbx-hint">{t('baccarat.placeBets')}</p>
          )}
          <RoundBanner round={round} quietLoss />
        </div>
        {/* biome-ignore lint/a11y/useSemanticElements: a named group of buttons laid out with flex/grid; a <fieldset> brings its own border, padding and min-inline-size and would change the look */}
        <div className="sbx-spots" role="group" aria-label={t('game.bet')}>
          {(['PLAYER', 'TIE', 'BANKER'] as BaccaratSide[]).map((side) => (
            <button key={side} type="button" className={`sbx-spot sbx-spot--${side.toLowerCase()}`} disabled={busy} onClick={() => bets.place(side, chip)} data-testid={`bac-spot-${side}`}>
              <span className="sbx-spot__name">{t(`baccarat.${side}`)}</span>
              <span className="sbx-spot__pays">{t(`baccarat.pays.${side}`)}</span>
              {bets.totals.has(side) ? <span className="sbx-spot__stake">{money(bets.totals.get(side)!)}</span> : null}
            </button>
          ))}
        </div>
        {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: kept as shipped; naming the bead road for AT needs a role (group/list) on it, which would change the element's role, left to an a11y pass */}
        <div className="sbx-road" aria-label={t('baccarat.road')}>
          {road.map(({ roundId, winner: w }) => (
            <span key={roundId} className={`sbx-bead sbx-bead--${w.toLowerCase()}`} title={t(`baccarat.wins.${w}`)}>
              {t(`baccarat.${w}`).slice(0, 1)}
            </span>
          ))}
        </div>
      </section>
      <section className="sbx-controls" aria-label={t('game.bet')}>
        <ChipRack value={chip} onChange={setChip} disabled={busy} />
        <p className="sbx-total">
          {t('game.totalBet')} <strong>{money(bets.total)}</strong>
        </p>
        <div className="sbx-actions">
          <button type="button" className="btn btn--ghost" onClick={bets.undo} disabled={busy || bets.empty}>
            {t('game.undo')}
          </button>
          <button type="button" className="btn btn--ghost" onClick={bets.clear} disabled={busy || bets.empty}>
            {t('game.clear')}
          </button>
          <button type="button" className="btn btn--primary sbx-go" onClick={deal} disabled={busy || bets.empty} data-testid="bac-deal">
            {busy ? t('baccarat.dealing') : t('baccarat.deal')}
          </button>
        </div>
        <details className="sbx-rules">
          <summary>{t('game.rules')}</summary>
          <p>{t('baccarat.rules')}</p>
        </details>
      </section>
      <ResultsStrip render={(r) => (r.outcome.game === 'BACCARAT' ? t(`baccarat.wins.${r.outcome.winner}`) : null)} />
    </div>
  )
}

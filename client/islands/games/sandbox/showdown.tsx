'use client'
/**
 * The sandbox's card table (PVP; shared/sandbox/teen-patti.ts): a quick Teen Patti showdown
 * against the house. Bet, deal, and both hands turn over with their names and the result.
 */
import { useState } from 'react'
import type { SandboxRound } from '../../../../shared/schemas/sandbox'
import { BetAmount, PlayingCard, ResultsStrip, RoundBanner, useBetValue, useGame } from './kit'

export function ShowdownGame() {
  const { t, info, busy, play } = useGame()
  const [bet, setBet] = useState(String(info.chips[1] ?? info.minBet))
  const amount = useBetValue(bet)
  const [round, setRound] = useState<SandboxRound | null>(null)
  const s = round?.outcome.game === 'SHOWDOWN' ? round.outcome : null

  const deal = async () => {
    if (amount === null || busy) return
    setRound(null)
    const res = await play({ game: 'SHOWDOWN', bet: amount })
    if (res) setRound(res.round)
  }
  const hand = (who: 'house' | 'you') => {
    const cards = who === 'house' ? s?.house : s?.player
    const name = who === 'house' ? s?.houseHand : s?.playerHand
    const winner = s && ((who === 'you' && s.result === 'WIN') || (who === 'house' && s.result === 'LOSE'))
    return (
      <div className={`sbx-tp__hand${winner ? ' is-winner' : ''}`}>
        <h2 className="sbx-tp__who">
          {t(`showdown.${who}`)}
          {name ? <span className="sbx-tp__name">{t(`showdown.hands.${name}`)}</span> : null}
        </h2>
        <div className="sbx-hand" aria-busy={busy}>
          {/* biome-ignore lint/suspicious/noArrayIndexKey: a hand's cards are dealt once and never reorder; the card position is its identity */}
          {cards ? cards.map((c, i) => <PlayingCard key={i} card={c} />) : [0, 1, 2].map((i) => <PlayingCard key={i} hidden />)}
        </div>
      </div>
    )
  }
  return (
    <div className="sbx-layout">
      <section className="sbx-stage sbx-felt sbx-tp" aria-label={info.name}>
        {hand('house')}
        <div className="sbx-felt__status">
          {s ? (
            <p className={`sbx-tp__result is-${s.result.toLowerCase()}`} data-testid="showdown-result">
              {t(`showdown.results.${s.result}`)}
            </p>
          ) : (
            <p className="sbx-hint">{t('showdown.rules')}</p>
          )}
          <RoundBanner round={round} quietLoss />
        </div>
        {hand('you')}
      </section>
      <section className="sbx-controls" aria-label={t('game.bet')}>
        <BetAmount value={bet} onChange={setBet} disabled={busy} />
        <button type="button" className="btn btn--primary sbx-go" onClick={deal} disabled={amount === null || busy} data-testid="showdown-deal">
          {busy ? t('showdown.dealing') : t('showdown.deal')}
        </button>
        <details className="sbx-rules">
          <summary>{t('game.rules')}</summary>
          <p>{t('showdown.rules')}</p>
        </details>
      </section>
      <ResultsStrip render={(r) => (r.outcome.game === 'SHOWDOWN' ? t(`showdown.results.${r.outcome.result}`) : null)} />
    </div>
  )
}

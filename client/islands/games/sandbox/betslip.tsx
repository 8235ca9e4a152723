'use client'
/**
 * The sandbox's sportsbook (SPORTS, ESPORTS, COCKFIGHT; shared/sandbox/betslip.ts): a board of
 * matches with fixed decimal odds; tapping odds puts the pick on the slip (one per match). Singles
 * stake each pick; a combo stakes once on all of them. Placing the slip settles every match at once
 * at the odds shown; settled matches leave the board and new ones take their place.
 */
import { useState } from 'react'
import type { Fixture } from '../../../../shared/sandbox/betslip'
import type { SandboxRound } from '../../../../shared/schemas/sandbox'
import { vendorCall } from './api'
import { toMinor } from '../../../../shared/schemas/wallet'
import { formatNumber } from '../../../../shared/number-format'
import { BetAmount, ResultsStrip, RoundBanner, useBetValue, useGame, type Translate } from './kit'

interface Pick {
  fixture: Fixture
  key: string
  odds: number
  stake: string
}

function outcomeLabel(t: Translate, f: { home: string; away: string }, key: string): string {
  if (key === '1') return f.home
  if (key === '2') return f.away
  return t(`betslip.keys.${key}`)
}

export function BetSlipGame() {
  const { t, money, info, busy, play, token, fixtures: opened, locale } = useGame()
  const [fixtures, setFixtures] = useState<Fixture[]>(opened ?? [])
  const [picks, setPicks] = useState<Pick[]>([])
  const [mode, setMode] = useState<'SINGLES' | 'COMBO'>('SINGLES')
  const defaultStake = String(info.chips[1] ?? info.minBet)
  const [comboStake, setComboStake] = useState(defaultStake)
  const combo = useBetValue(comboStake)
  const [round, setRound] = useState<SandboxRound | null>(null)

  const toggle = (fixture: Fixture, key: string, odds: number) =>
    setPicks((ps) => {
      const same = ps.find((p) => p.fixture.id === fixture.id)
      if (same?.key === key) return ps.filter((p) => p !== same)
      const next: Pick = { fixture, key, odds, stake: same?.stake ?? defaultStake }
      return same ? ps.map((p) => (p === same ? next : p)) : [...ps, next]
    })
  const stakes = picks.map((p) => toMinor(p.stake))
  const singlesOk = picks.length > 0 && stakes.every((m) => m !== null && m >= Math.round(info.minBet * 100))
  const comboOk = picks.length >= 2 && combo !== null
  const ready = mode === 'SINGLES' ? singlesOk : comboOk
  const total = mode === 'SINGLES' ? stakes.reduce<number>((a, m) => a + (m ?? 0), 0) / 100 : (combo ?? 0)
  const comboOdds = picks.reduce((a, p) => a * p.odds, 1)
  const potential = mode === 'SINGLES' ? picks.reduce((a, p, i) => a + Math.floor((stakes[i] ?? 0) * p.odds) / 100, 0) : Math.floor((combo ?? 0) * 100 * comboOdds) / 100

  const place = async () => {
    if (!ready || busy) return
    setRound(null)
    const res = await play(
      mode === 'SINGLES'
        ? { game: 'BETSLIP', mode, selections: picks.map((p) => ({ fixtureId: p.fixture.id, outcome: p.key, stake: Number(p.stake) })) }
        : { game: 'BETSLIP', mode, stake: combo!, selections: picks.map((p) => ({ fixtureId: p.fixture.id, outcome: p.key })) },
    )
    if (res) {
      setRound(res.round)
      setPicks([])
    }
    // The board changes after every slip; after a refusal (a market closed) it is read again.
    const board = res ? res.fixtures : await freshBoard()
    if (board) {
      setFixtures(board)
      setPicks((ps) => ps.filter((p) => board.some((f) => f.id === p.fixture.id)))
    }
  }
  const freshBoard = async () => {
    const s = await vendorCall('session', { token, vendor: info.vendor, gameCode: info.gameCode, gameType: info.gameType })
    return s.success && 'fixtures' in s.value ? s.value.fixtures : undefined
  }

  const slip = round?.outcome.game === 'BETSLIP' ? round.outcome : null
  return (
    <div className="sbx-layout sbx-layout--slip">
      <section className="sbx-stage sbx-board-list" aria-labelledby="sbx-board-title">
        <h2 id="sbx-board-title" className="sbx-section-title">
          {t('betslip.board')}
        </h2>
        <p className="sbx-hint">{t('betslip.settledNow')}</p>
        <ul className="sbx-fixtures">
          {fixtures.map((f) => (
            <li key={f.id} className="sbx-fixture" data-testid="fixture">
              <p className="sbx-fixture__league">
                <span className="pill">{t(`betslip.sports.${f.sport}`)}</span> {f.league}
              </p>
              <p className="sbx-fixture__teams">
                {f.home} <span className="sbx-fixture__vs">{t('betslip.versus')}</span> {f.away}
              </p>
              {/* biome-ignore lint/a11y/useSemanticElements: a named group of buttons laid out with flex/grid; a <fieldset> brings its own border, padding and min-inline-size and would change the look */}
              <div className="sbx-fixture__odds" role="group" aria-label={`${f.home} ${t('betslip.versus')} ${f.away}`}>
                {f.outcomes.map((o) => {
                  const on = picks.some((p) => p.fixture.id === f.id && p.key === o.key)
                  return (
                    <button key={o.key} type="button" className={on ? 'sbx-odds is-on' : 'sbx-odds'} aria-pressed={on} disabled={busy} onClick={() => toggle(f, o.key, o.odds)}>
                      <span className="sbx-odds__key">{o.key === '1' || o.key === '2' ? t(`betslip.keys.${o.key}`) : outcomeLabel(t, f, o.key)}</span>
                      <span className="sbx-odds__value">{formatNumber(o.odds, locale, 2)}</span>
                    </button>
                  )
                })}
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section className="sbx-controls sbx-slip" aria-labelledby="sbx-slip-title">
        <h2 id="sbx-slip-title" className="sbx-section-title">
          {t('betslip.slip')}
        </h2>
        <div className="sbx-seg" role="radiogroup" aria-label={t('betslip.slip')}>
          {(['SINGLES', 'COMBO'] as const).map((m) => (
            // biome-ignore lint/a11y/useSemanticElements: a button drawn as a chip/segment in the ARIA radio pattern; an <input type=radio> cannot carry this look and content
            <button key={m} type="button" role="radio" aria-checked={mode === m} className={mode === m ? 'sbx-seg__btn is-on' : 'sbx-seg__btn'} onClick={() => setMode(m)} disabled={busy}>
              {t(m === 'SINGLES' ? 'betslip.singles' : 'betslip.combo')}
            </button>
          ))}
        </div>
        {picks.length === 0 ? (
          <p className="sbx-hint">{t('betslip.empty')}</p>
        ) : (
          <ul className="sbx-picks">
            {picks.map((p, i) => (
              <li key={p.fixture.id} className="sbx-pick">
                <div className="sbx-pick__head">
                  <span className="sbx-pick__name">{outcomeLabel(t, p.fixture, p.key)}</span>
                  <span className="sbx-pick__odds">{formatNumber(p.odds, locale, 2)}</span>
                  <button type="button" className="sbx-pick__remove" onClick={() => toggle(p.fixture, p.key, p.odds)} aria-label={t('betslip.remove', { name: outcomeLabel(t, p.fixture, p.key) })}>
                    ×
                  </button>
                </div>
                <p className="sbx-pick__match">
                  {p.fixture.home} {t('betslip.versus')} {p.fixture.away}
                </p>
                {mode === 'SINGLES' ? (
                  <label className="sbx-pick__stake">
                    <span>{t('betslip.stake')}</span>
                    <input
                      inputMode="decimal"
                      value={p.stake}
                      disabled={busy}
                      aria-invalid={stakes[i] === null || undefined}
                      onChange={(e) => {
                        const v = e.target.value.replace(/[^0-9.]/g, '')
                        setPicks((ps) => ps.map((x) => (x === p ? { ...x, stake: v } : x)))
                      }}
                    />
                  </label>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {mode === 'COMBO' ? (
          <>
            {picks.length < 2 ? (
              <p className="sbx-hint">{t('betslip.comboNeeds')}</p>
            ) : (
              <p className="sbx-total">
                {t('betslip.odds')} <strong>{formatNumber(comboOdds, locale, 2)}</strong>
              </p>
            )}
            <BetAmount label={t('betslip.stake')} value={comboStake} onChange={setComboStake} disabled={busy} />
          </>
        ) : null}
        <p className="sbx-total">
          {t('game.totalBet')} <strong>{money(total)}</strong>
        </p>
        <p className="sbx-total">
          {t('betslip.potential')} <strong>{money(potential)}</strong>
        </p>
        <button type="button" className="btn btn--primary sbx-go" onClick={place} disabled={!ready || busy} data-testid="slip-place">
          {busy ? t('betslip.placing') : t('betslip.place')}
        </button>
        <RoundBanner round={round} />
        {slip ? (
          <ul className="sbx-settled">
            {slip.selections.map((s) => (
              <li key={s.fixtureId} className={s.won ? 'is-won' : 'is-lost'}>
                <span>
                  {s.home} {t('betslip.versus')} {s.away}
                </span>
                <span>
                  {t('betslip.result', { result: outcomeLabel(t, s, s.result) })} · {s.won ? t('betslip.won') : t('betslip.lost')}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      {picks.length > 0 ? (
        <a className="sbx-slipbar" href="#sbx-slip-title">
          <span>
            {t('betslip.slip')} · {picks.length}
          </span>
          <strong>{money(total)}</strong>
        </a>
      ) : null}
      <ResultsStrip render={(r) => (r.outcome.game === 'BETSLIP' ? `${t(r.outcome.mode === 'COMBO' ? 'betslip.combo' : 'betslip.singles')} · ${r.outcome.selections.length}` : null)} />
    </div>
  )
}

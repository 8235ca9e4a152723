'use client'
/**
 * The sandbox's fish shooting round (shared/sandbox/fish.ts): fish of seven kinds swim across the
 * sea; tap one (or pick it from the list) to aim, choose the bet per shot and 1, 5 or 10 shots,
 * and fire. Each shot shows whether it caught the fish and for what multiplier.
 */
import { useState } from 'react'
import { FISH_SPECIES, type FishId } from '../../../../shared/sandbox/fish'
import type { SandboxRound } from '../../../../shared/schemas/sandbox'
import { BetAmount, ResultsStrip, RoundBanner, useBetValue, useGame } from './kit'

const LOOK: Record<FishId, { body: string; fin: string; size: number }> = {
  SHRIMP: { body: '#ff9a7a', fin: '#ff6a4a', size: 34 },
  CLOWN: { body: '#ff8c1a', fin: '#ffffff', size: 42 },
  PUFFER: { body: '#f5d94a', fin: '#c9a300', size: 48 },
  TURTLE: { body: '#4fbf6a', fin: '#2a7a3e', size: 60 },
  SHARK: { body: '#8aa4b8', fin: '#5a7488', size: 84 },
  WHALE: { body: '#3d6fd6', fin: '#23479a', size: 110 },
  DRAGON: { body: '#f7c948', fin: '#e0531f', size: 120 },
}
const SHOTS = [1, 5, 10] as const

function FishShape({ id }: { id: FishId }) {
  const l = LOOK[id]
  return (
    <svg viewBox="0 0 100 60" width={l.size} height={l.size * 0.6} aria-hidden="true" focusable="false">
      <path d="M78 30 98 12v36z" fill={l.fin} />
      <ellipse cx="45" cy="30" rx="38" ry={id === 'PUFFER' ? 24 : 18} fill={l.body} />
      {id === 'CLOWN' ? <path d="M35 13v34M55 14v32" stroke="#fff" strokeWidth="6" /> : null}
      {id === 'TURTLE' ? <ellipse cx="45" cy="30" rx="24" ry="14" fill="#2a7a3e" stroke="#9fe0ae" strokeWidth="2" /> : null}
      {id === 'DRAGON' ? <path d="M20 14 30 4l6 10 8-10 6 10 8-10 4 12" fill="none" stroke="#e0531f" strokeWidth="3" /> : null}
      <circle cx="20" cy="25" r="4" fill="#10131f" />
      <circle cx="19" cy="24" r="1.3" fill="#fff" />
    </svg>
  )
}

export function FishGame() {
  const { t, money, info, busy, play } = useGame()
  const [target, setTarget] = useState<FishId>('CLOWN')
  const [shots, setShots] = useState<(typeof SHOTS)[number]>(5)
  const [bet, setBet] = useState(String(info.chips[0] ?? info.minBet))
  const perShot = useBetValue(bet)
  const [round, setRound] = useState<SandboxRound | null>(null)
  const volley = round?.outcome.game === 'FISH' ? round.outcome : null

  const fire = async () => {
    if (perShot === null || busy) return
    setRound(null)
    const res = await play({ game: 'FISH', target, betPerShot: perShot, shots })
    if (res) setRound(res.round)
  }
  const name = (id: FishId) => t(`fish.species.${id}`)
  const caught = volley ? volley.catches.filter((m) => m > 0).length : 0

  return (
    <div className="sbx-layout">
      <section className="sbx-stage sbx-sea" aria-label={info.name}>
        <div className="sbx-sea__water">
          {FISH_SPECIES.map((f, i) => (
            <button
              key={f.id}
              type="button"
              className={`sbx-fish${target === f.id ? ' is-target' : ''}${volley?.target === f.id && caught > 0 ? ' is-caught' : ''}`}
              style={{ top: `${8 + i * 12}%`, left: `${(i * 37) % 85}%`, animationDuration: `${14 + ((i * 7) % 11)}s`, animationDelay: `-${(i * 3.7) % 12}s` }}
              onClick={() => setTarget(f.id)}
              aria-label={name(f.id)}
              aria-pressed={target === f.id}
              tabIndex={-1}
            >
              <FishShape id={f.id} />
            </button>
          ))}
          <span className="sbx-sea__cannon" aria-hidden="true" />
          {volley ? (
            <ol className="sbx-sea__shots" aria-label={t('fish.shots')} data-testid="fish-shots">
              {volley.catches.map((m, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a volley's shots are fixed for the round (keyed by round id); the shot number is its identity
                <li key={`${round!.roundId}-${i}`} className={m > 0 ? 'is-hit' : ''} style={{ animationDelay: `${i * 60}ms` }}>
                  {m > 0 ? `×${m}` : '·'}
                </li>
              ))}
            </ol>
          ) : null}
        </div>
        <div className="sbx-sea__status">
          {volley ? <p className="sbx-hint">{caught > 0 ? t('fish.caught', { count: caught }) : t('fish.missed')}</p> : <p className="sbx-hint">{t('fish.chooseTarget')}</p>}
          <RoundBanner round={round} />
        </div>
      </section>
      <section className="sbx-controls" aria-label={t('game.bet')}>
        <div className="sbx-targets" role="radiogroup" aria-label={t('fish.target')}>
          {FISH_SPECIES.map((f) => (
            // biome-ignore lint/a11y/useSemanticElements: a button drawn as a chip/segment in the ARIA radio pattern; an <input type=radio> cannot carry this look and content
            <button
              key={f.id}
              type="button"
              role="radio"
              aria-checked={target === f.id}
              className={target === f.id ? 'sbx-target is-on' : 'sbx-target'}
              onClick={() => setTarget(f.id)}
              disabled={busy}
            >
              <FishShape id={f.id} />
              <span>{name(f.id)}</span>
              <span className="sbx-target__mult">{t('fish.multiplier', { min: Math.min(...f.multipliers), max: Math.max(...f.multipliers) })}</span>
            </button>
          ))}
        </div>
        <BetAmount label={t('fish.betPerShot')} value={bet} onChange={setBet} disabled={busy} />
        <div className="sbx-seg" role="radiogroup" aria-label={t('fish.shots')}>
          {SHOTS.map((n) => (
            // biome-ignore lint/a11y/useSemanticElements: a button drawn as a chip/segment in the ARIA radio pattern; an <input type=radio> cannot carry this look and content
            <button key={n} type="button" role="radio" aria-checked={shots === n} className={shots === n ? 'sbx-seg__btn is-on' : 'sbx-seg__btn'} onClick={() => setShots(n)} disabled={busy}>
              {n}
            </button>
          ))}
        </div>
        <p className="sbx-total">
          {t('game.totalBet')} <strong>{money((perShot ?? 0) * shots)}</strong>
        </p>
        <button type="button" className="btn btn--primary sbx-go" onClick={fire} disabled={perShot === null || busy} data-testid="fish-fire">
          {busy ? t('fish.firing') : t('fish.fire')}
        </button>
        <details className="sbx-rules">
          <summary>{t('game.rules')}</summary>
          <p>{t('fish.rules')}</p>
        </details>
      </section>
      <ResultsStrip render={(r) => (r.outcome.game === 'FISH' ? `${name(r.outcome.target)} · ${r.outcome.catches.filter((m) => m > 0).length}/${r.outcome.catches.length}` : null)} />
    </div>
  )
}

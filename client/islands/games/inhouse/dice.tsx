/**
 * Dice (also coin flip, card hi-lo and roulette classifications at their own opening settings):
 * roll over or under a target on 0.00–99.99; the slider and the field set the target, the
 * multiplier and win chance follow (99 / chance).
 */
import { useId, useState } from 'react'
import { DiceParamsSchema, diceChance, diceMultiplier, type DiceOutcome, type DiceParams } from '../../../../shared/fair/dice'
import { BetField, Notice, PlayButton, Segmented, Stat } from './controls'
import { useGame } from './state'
import { times } from './texts'
import { formatNumber, formatPercent } from '../../../../shared/number-format'
import { DiceTrack } from './views'

export function DiceGame() {
  const g = useGame()
  const { t, money, info, bet, locale } = g
  const id = useId()
  const start = info.params as DiceParams
  const [condition, setCondition] = useState<DiceParams['condition']>(start.condition)
  const [targetText, setTargetText] = useState(start.target.toFixed(2))
  const [last, setLast] = useState<DiceOutcome | null>(null)
  const params: DiceParams = { target: Number(targetText), condition }
  const check = DiceParamsSchema.safeParse(params)
  const valid = targetText !== '' && check.success
  const multiplier = valid ? diceMultiplier(params) : null

  async function roll() {
    if (!valid || bet === null) return
    const played = await g.play('/bet', { gameCode: info.gameCode, bet, params })
    if (!played) return
    const o = played.view.round.outcome as unknown as DiceOutcome
    setLast(o)
    g.notify(o.win ? 'win' : 'loss', `${t('dice.rolled', { roll: formatNumber(o.roll, locale, 2) })} · ${o.win ? t('common.won', { amount: money(played.view.round.payout) }) : t('common.lost')}`)
  }

  const setTarget = (n: number) => setTargetText((Math.round(n * 100) / 100).toFixed(2))
  return (
    <div className="ih-play-grid">
      <div className="ih-controls">
        <BetField />
        <Segmented
          label={t('dice.direction')}
          value={condition}
          disabled={g.busy}
          options={[
            { value: 'under', label: t('dice.under') },
            { value: 'over', label: t('dice.over') },
          ]}
          onChange={(c) => {
            setCondition(c)
            if (valid) setTarget(100 - params.target)
          }}
        />
        <div className="ih-field">
          <label className="ih-field__label" htmlFor={`${id}-target`}>
            {t('dice.target')}
          </label>
          <input
            id={`${id}-target`}
            className={valid ? 'ih-input' : 'ih-input is-invalid'}
            inputMode="decimal"
            value={targetText}
            disabled={g.busy}
            aria-invalid={!valid || undefined}
            aria-describedby={`${id}-target-hint`}
            onChange={(e) => setTargetText(e.target.value.replace(/[^0-9.]/g, '').slice(0, 6))}
            onBlur={() => valid && setTarget(params.target)}
          />
          <p id={`${id}-target-hint`} className={valid ? 'ih-field__hint' : 'ih-field__hint is-invalid'}>
            {valid
              ? t('dice.winWhen', { condition: t(condition === 'over' ? 'dice.atLeast' : 'dice.below'), target: formatNumber(params.target, locale, 2) })
              : t(check.error?.issues[0]?.message.replace(/^inhouse\./, '') ?? 'errors.badParams')}
          </p>
        </div>
        <div className="ih-stats">
          <Stat label={t('common.multiplier')} value={multiplier ? times(Math.floor(multiplier * 10_000) / 10_000, locale) : '—'} />
          <Stat label={t('common.winChance')} value={valid ? formatPercent(diceChance(params) / 100, locale) : '—'} />
          <Stat label={t('common.profitOnWin')} value={multiplier && bet !== null ? money(Math.floor(bet * 100 * multiplier) / 100 - bet) : '—'} />
        </div>
        <PlayButton onClick={() => void roll()} disabled={!valid || bet === null}>
          {g.busy ? t('common.betting') : t('common.bet')}
        </PlayButton>
        <Notice />
      </div>
      <div className="ih-stage ih-stage--dice">
        <output className={last ? (last.win ? 'ih-dice__big is-win' : 'ih-dice__big is-loss') : 'ih-dice__big'} data-testid="ih-dice-roll">
          {last ? formatNumber(last.roll, locale, 2) : '—'}
        </output>
        <DiceTrack target={valid ? params.target : start.target} condition={condition} roll={last?.roll} win={last?.win} t={t} locale={locale} />
        <input
          className="ih-dice__slider"
          type="range"
          min={2}
          max={98}
          step={0.01}
          value={valid ? Math.min(98, Math.max(2, params.target)) : 50}
          aria-label={t('dice.slider')}
          disabled={g.busy}
          onChange={(e) => setTarget(Number(e.target.value))}
        />
      </div>
    </div>
  )
}

/**
 * /fair/verify?game=&serverSeed=&serverSeedHash=&clientSeed=&nonce=&<settings> — recomputes an
 * in-house round from its seeds on the server (shared/fair) and shows whether the revealed server
 * seed matches the hash shown before play, the floats used and the outcome, drawn as the game
 * draws it. The form re-submits by GET, so every verification is a link. The game's history rows
 * link here once their server seed is revealed by rotation.
 * @see DESIGN §5 "In-house vendor"; issue 5
 */
import type { PageContext } from '../context'
import { VerifyInputSchema, verifyRound, type Verification } from '../../../shared/fair/verify'
import { VERIFY_PATH, verifyInputFromQuery } from '../../../shared/fair/verify-link'
import { ENGINES } from '../../../shared/fair/engines'
import { PLINKO_MAX_ROWS, PLINKO_MIN_ROWS, PLINKO_RISKS, type PlinkoOutcome, type PlinkoParams } from '../../../shared/fair/plinko'
import type { DiceOutcome, DiceParams } from '../../../shared/fair/dice'
import type { LimboOutcome } from '../../../shared/fair/limbo'
import type { MinesOutcome } from '../../../shared/fair/mines'
import type { SlotOutcome } from '../../../shared/fair/slot'
import { DiceTrack, MinesBoard, PlinkoBoard, SlotWindow, type T } from '../../../client/islands/games/inhouse/views'

function Outcome({ v, t }: { v: Verification; t: T }) {
  switch (v.engine) {
    case 'dice': {
      const o = v.outcome as DiceOutcome
      const p = v.params as DiceParams
      return (
        <>
          <p className={o.win ? 'fv-outcome__big is-win' : 'fv-outcome__big is-loss'}>{t('verify.roll', { roll: o.roll.toFixed(2), result: t(o.win ? 'verify.win' : 'verify.loss') })}</p>
          <DiceTrack target={p.target} condition={p.condition} roll={o.roll} win={o.win} t={t} />
        </>
      )
    }
    case 'limbo': {
      const o = v.outcome as LimboOutcome
      return (
        <p className={o.win ? 'fv-outcome__big is-win' : 'fv-outcome__big is-loss'}>{t('verify.limboResult', { result: o.result.toFixed(2), result2: t(o.win ? 'verify.win' : 'verify.loss') })}</p>
      )
    }
    case 'mines': {
      const o = v.outcome as MinesOutcome
      return (
        <>
          <p className="fv-outcome__big">
            {t('verify.minesAt', {
              tiles: [...o.mines]
                .sort((a, b) => a - b)
                .map((m) => m + 1)
                .join(', '),
            })}
          </p>
          <MinesBoard mines={o.mines} t={t} />
        </>
      )
    }
    case 'plinko': {
      const o = v.outcome as PlinkoOutcome
      const p = v.params as PlinkoParams
      return (
        <>
          <p className="fv-outcome__big">{t('verify.bucket', { bucket: o.bucket, multiplier: o.multiplier })}</p>
          <PlinkoBoard rows={p.rows} risk={p.risk} t={t} path={o.path} hitBucket={o.bucket} />
        </>
      )
    }
    case 'slot': {
      const o = v.outcome as SlotOutcome
      return (
        <>
          <p className="fv-outcome__big">{t('verify.linePay', { pay: o.pay })}</p>
          <SlotWindow grid={o.grid} winLines={o.wins.map((w) => w.line)} t={t} />
          <p>{t('verify.stops', { stops: o.stops.join(', ') })}</p>
        </>
      )
    }
  }
}

function Field({ name, label, value, mono = false, type = 'text' }: { name: string; label: string; value: string; mono?: boolean; type?: string }) {
  return (
    <div className="ih-field">
      <label className="ih-field__label" htmlFor={`fv-${name}`}>
        {label}
      </label>
      <input
        id={`fv-${name}`}
        name={name}
        type={type}
        className="ih-input"
        defaultValue={value}
        autoComplete="off"
        spellCheck={false}
        style={mono ? { fontFamily: 'ui-monospace, monospace', fontSize: 12.5 } : undefined}
      />
    </div>
  )
}

export function FairVerifyPage({ ctx }: { ctx: PageContext }) {
  const t: T = (key, params) => ctx.t(`inhouse.${key}`, params ?? {})
  const q = ctx.url.searchParams
  const asked = q.has('game')
  const input = asked ? VerifyInputSchema.safeParse(verifyInputFromQuery(q)) : null
  let verification: Verification | null = null
  let problems: string[] = []
  const seeds = input?.success ? input.data : null
  if (seeds) {
    try {
      verification = verifyRound(seeds)
    } catch (e) {
      problems = (e as { issues?: { message: string }[] }).issues?.map((i) => i.message) ?? ['inhouse.errors.badParams']
    }
  } else if (input) {
    problems = input.error?.issues.map((i) => i.message) ?? []
  }
  const val = (k: string) => q.get(k) ?? ''
  return (
    <div className="fv">
      <header className="fv__head">
        <h1>{t('verify.title')}</h1>
        <p>{t('verify.intro')}</p>
      </header>
      <div className="fv__grid">
        <form className="fv-form" method="get" action={VERIFY_PATH}>
          <div className="ih-field">
            <label className="ih-field__label" htmlFor="fv-game">
              {t('verify.game')}
            </label>
            <select id="fv-game" name="game" className="ih-input" defaultValue={val('game') || 'dice'}>
              {ENGINES.map((e) => (
                <option key={e} value={e}>
                  {t(`engines.${e}`)}
                </option>
              ))}
            </select>
          </div>
          <Field name="serverSeed" label={t('verify.serverSeed')} value={val('serverSeed')} mono />
          <Field name="serverSeedHash" label={t('verify.serverSeedHash')} value={val('serverSeedHash')} mono />
          <div className="fv-form__pair">
            <Field name="clientSeed" label={t('verify.clientSeed')} value={val('clientSeed')} mono />
            <Field name="nonce" label={t('verify.nonce')} value={val('nonce') || '0'} type="number" />
          </div>
          <fieldset>
            <legend>{t('verify.params')}</legend>
            <div className="fv-form__pair">
              <Field name="target" label={`${t('verify.target')} (${t('engines.dice')}, ${t('engines.limbo')})`} value={val('target')} />
              <div className="ih-field">
                <label className="ih-field__label" htmlFor="fv-condition">
                  {t('verify.condition')} ({t('engines.dice')})
                </label>
                <select id="fv-condition" name="condition" className="ih-input" defaultValue={val('condition') || 'over'}>
                  <option value="over">{t('dice.over')}</option>
                  <option value="under">{t('dice.under')}</option>
                </select>
              </div>
              <Field name="mines" label={`${t('verify.mines')} (${t('engines.mines')})`} value={val('mines')} type="number" />
              <div className="ih-field">
                <label className="ih-field__label" htmlFor="fv-rows">
                  {t('verify.rows')} ({t('engines.plinko')})
                </label>
                <select id="fv-rows" name="rows" className="ih-input" defaultValue={val('rows') || '16'}>
                  {Array.from({ length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 }, (_, i) => String(PLINKO_MIN_ROWS + i)).map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </div>
              <div className="ih-field">
                <label className="ih-field__label" htmlFor="fv-risk">
                  {t('verify.risk')} ({t('engines.plinko')})
                </label>
                <select id="fv-risk" name="risk" className="ih-input" defaultValue={val('risk') || 'low'}>
                  {PLINKO_RISKS.map((r) => (
                    <option key={r} value={r}>
                      {t(`plinko.${r}`)}
                    </option>
                  ))}
                </select>
              </div>
            </div>
          </fieldset>
          <button type="submit" className="btn btn--primary">
            {t('verify.submit')}
          </button>
        </form>
        {verification ? (
          <section className="fv-result" aria-labelledby="fv-outcome" data-testid="fv-result">
            {verification.hashMatches !== null ? (
              <p className={verification.hashMatches ? 'fv-check is-ok' : 'fv-check is-bad'} role="status">
                <span aria-hidden="true">{verification.hashMatches ? '✓' : '✗'}</span>
                {t(verification.hashMatches ? 'verify.hashOk' : 'verify.hashBad')}
              </p>
            ) : null}
            <dl className="fv-kv">
              <dt>{t('verify.hashComputed')}</dt>
              <dd>
                <code>{verification.serverSeedHash}</code>
              </dd>
              <dt>{t('verify.clientSeed')}</dt>
              <dd>
                <code>{seeds?.clientSeed}</code>
              </dd>
              <dt>{t('verify.nonce')}</dt>
              <dd>{seeds?.nonce}</dd>
            </dl>
            <h2 id="fv-outcome">{t('verify.outcome')}</h2>
            <div className="fv-outcome">
              <Outcome v={verification} t={t} />
            </div>
            <h2>{t('verify.floats')}</h2>
            <ol className="fv-floats">
              {verification.floats.map((f, i) => (
                <li key={i}>{f.toFixed(10)}</li>
              ))}
            </ol>
          </section>
        ) : problems.length ? (
          <section className="fv-result" role="alert">
            <p>{t('verify.invalid')}</p>
            <ul className="fv-errors">
              {[...new Set(problems)].map((m) => (
                <li key={m}>{ctx.t(m)}</li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  )
}

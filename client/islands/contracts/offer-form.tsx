'use client'
/**
 * Offer (or change) a contract to one direct downline (spec §2 downline management "offer or
 * change a contract"; §4 contracts): the type — only those the agent may offer, each with its own
 * rate as the ceiling —, for a dividend its settlement period, and 1–10 rate tiers (active members,
 * valid bet, team loss for dividends, rate in percent). Checked with the shared zod schema before
 * sending (the relay checks again, with the ceiling); the answer's message is shown in place and
 * the page re-renders from the server.
 */
import { useId, useState, type FormEvent } from 'react'
import { refresh } from '../../router'
import { translator } from '../../components/form-kit'
import { contractAction } from './relay'
import { formatNumber } from '../../../shared/number-format'
import { ContractTierSchema, DIVIDEND_PERIODS, MAX_TIERS, type ContractApi, type ContractTypeName, type DividendPeriod } from '../../../shared/schemas/contracts'

export interface OfferTypeOption {
  type: ContractTypeName
  /** The agent's own rate of the type, percent (the most it may offer). */
  ceiling: number
  /** The brand's maximum rate of the type, percent (shared/schemas/contracts RATE_CAP_BP). */
  brandCap: number
  /** The downline's contract of the type in force, and its open offer, if any. */
  current: { status: string; maxRate: number } | null
  pending: { maxRate: number } | null
}

export interface OfferFormProps {
  downline: { id: number; account: string }
  options: OfferTypeOption[]
  /** contracts.offer.*, contracts.tiers.*, contracts.types.*, contracts.periods.*, contracts.status.*, contracts.errors.* */
  texts: Record<string, string>
  symbol: string
  /** The page's BCP 47 tag (shared/i18n/format.ts `localeOf`) for the rates; English when absent. */
  locale?: string
}

interface TierText {
  activeMembers: string
  validBet: string
  loss: string
  rate: string
}
const emptyTier = (): TierText => ({ activeMembers: '0', validBet: '0', loss: '0', rate: '' })

export function OfferContractFormIsland({ downline, options, texts, symbol, locale = 'en' }: OfferFormProps) {
  const t = translator(texts)
  const id = useId()
  const offerable = options.filter((o) => o.ceiling > 0)
  const [type, setType] = useState<ContractTypeName>(offerable[0]?.type ?? 'DAILY_SALARY')
  const [period, setPeriod] = useState<DividendPeriod>('weekly')
  const [tiers, setTiers] = useState<TierText[]>([emptyTier()])
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null)
  if (offerable.length === 0)
    return (
      <p className="coffer__info" data-testid="offer-none">
        {t('contracts.offer.noCeiling')}
      </p>
    )
  const option = offerable.find((o) => o.type === type) ?? offerable[0]!
  const dividend = type === 'DIVIDEND'

  const edit = (i: number, field: keyof TierText, value: string) => setTiers(tiers.map((x, k) => (k === i ? { ...x, [field]: value } : x)))
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setResult(null)
    const found: Record<string, string> = {}
    // What is sent: the texts as typed (the relay parses them with the same schema).
    const sent = tiers.map((x) => ({ activeMembers: x.activeMembers.trim() || '0', validBet: x.validBet.trim() || '0', loss: dividend ? x.loss.trim() || '0' : '0', rate: x.rate.trim() }))
    sent.forEach((x, i) => {
      const r = ContractTierSchema.safeParse(x)
      if (!r.success) for (const issue of r.error.issues) found[`${i}.${String(issue.path[0])}`] ??= t(issue.message)
    })
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setBusy(true)
    const res = await contractAction<ContractApi>(type, { action: 'offer', downlineId: downline.id, ...(dividend ? { period } : {}), tiers: sent })
    setBusy(false)
    if (!res.success) {
      setResult({ ok: false, text: res.message || t('contracts.popup.failed') })
      return
    }
    setResult({ ok: true, text: t('contracts.offer.sent', { account: downline.account }) })
    setTiers([emptyTier()])
    refresh()
  }

  const field = (i: number, name: keyof TierText, label: string, inputMode: 'numeric' | 'decimal') => {
    const err = errors[`${i}.${name}`]
    return (
      <label className="coffer__field">
        <span>{label}</span>
        <input
          name={`${name}-${i}`}
          inputMode={inputMode}
          autoComplete="off"
          value={tiers[i]![name]}
          onChange={(e) => edit(i, name, e.target.value)}
          aria-invalid={err ? true : undefined}
          aria-describedby={err ? `${id}-${i}-${name}` : undefined}
          data-testid={`offer-${name}-${i}`}
        />
        {err ? (
          <small id={`${id}-${i}-${name}`} className="coffer__err">
            {err}
          </small>
        ) : null}
      </label>
    )
  }

  return (
    <form className="coffer" onSubmit={submit} noValidate data-testid="offer-form" aria-label={t('contracts.offer.title')}>
      <div className="coffer__row">
        <label className="coffer__field">
          <span>{t('contracts.offer.type')}</span>
          <select
            value={type}
            onChange={(e) => {
              setType(e.target.value as ContractTypeName)
              setResult(null)
            }}
            data-testid="offer-type"
          >
            {offerable.map((o) => (
              <option key={o.type} value={o.type}>
                {t(`contracts.types.${o.type}`)}
              </option>
            ))}
          </select>
        </label>
        {dividend ? (
          <label className="coffer__field">
            <span>{t('contracts.offer.period')}</span>
            <select value={period} onChange={(e) => setPeriod(e.target.value as DividendPeriod)} data-testid="offer-period">
              {DIVIDEND_PERIODS.map((p) => (
                <option key={p} value={p}>
                  {t(`contracts.periods.${p}`)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      <p className="coffer__info">
        {t('contracts.offer.ceiling', { rate: formatNumber(option.ceiling, locale) })}
        {' · '}
        <span data-testid="offer-brand-cap">{t('contracts.offer.brandCap', { rate: formatNumber(option.brandCap, locale) })}</span>
        {option.current ? <> · {t('contracts.offer.current', { status: t(`contracts.status.${option.current.status}`), rate: formatNumber(option.current.maxRate, locale) })}</> : null}
        {option.pending ? <> · {t('contracts.offer.pending', { rate: formatNumber(option.pending.maxRate, locale) })}</> : null}
      </p>
      <div className="coffer__tiers">
        {tiers.map((_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: tier rows are edited in place and have no id; each row's inputs read tiers[i], so the position is the row
          <fieldset key={i} className={dividend ? 'coffer__tier' : 'coffer__tier coffer__tier--salary'}>
            <legend className="sr-only">{`${t('contracts.tiers.caption')} ${i + 1}`}</legend>
            {field(i, 'activeMembers', t('contracts.tiers.activeMembers'), 'numeric')}
            {field(i, 'validBet', `${t('contracts.tiers.validBet')} (${symbol})`, 'decimal')}
            {dividend ? field(i, 'loss', `${t('contracts.tiers.loss')} (${symbol})`, 'decimal') : null}
            {field(i, 'rate', t('contracts.offer.ratePercent'), 'decimal')}
            <button
              type="button"
              className="btn btn--ghost coffer__remove"
              onClick={() => setTiers(tiers.filter((__, k) => k !== i))}
              disabled={tiers.length === 1}
              aria-label={t('contracts.offer.removeTier', { index: i + 1 })}
            >
              ×
            </button>
          </fieldset>
        ))}
      </div>
      <div className="coffer__foot">
        <button type="button" className="btn btn--ghost cbtn-sm" onClick={() => setTiers([...tiers, emptyTier()])} disabled={tiers.length >= MAX_TIERS}>
          {t('contracts.offer.addTier')}
        </button>
        <button type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy} data-testid="offer-submit">
          {busy ? t('contracts.offer.sending') : t('contracts.offer.submit')}
        </button>
        {result ? (
          <p className={result.ok ? 'coffer__msg coffer__msg--ok' : 'coffer__msg coffer__msg--err'} role={result.ok ? 'status' : 'alert'} data-testid="offer-result">
            {result.text}
          </p>
        ) : null}
      </div>
    </form>
  )
}

/**
 * A contract's rate tiers as a table (spec §3 contract fields: active members, period valid bet,
 * period profit and loss, rate), used by the contract popup and the agent center's contract pages.
 * No hooks: it renders on the server or inside an island alike. Thresholds arrive in major units,
 * rates in percent (the relays' shape, shared/schemas/contracts.ts).
 */
import type { ContractTierApi, ContractTypeName } from '../../../shared/schemas/contracts'
import { formatMoney } from '../../../shared/format'
import { formatNumber, formatPercent } from '../../../shared/number-format'

export interface TiersTableProps {
  type: ContractTypeName
  tiers: ContractTierApi[]
  /** The brand's currency symbol. */
  symbol: string
  /** The page's BCP 47 tag (shared/i18n/format.ts `localeOf`) for amounts, counts and rates; English when absent. */
  locale?: string
  /** Texts by full key: contracts.tiers.* */
  t: (key: string, params?: Record<string, string | number>) => string
  testId?: string
}

export function TiersTable({ type, tiers, symbol, locale = 'en', t, testId }: TiersTableProps) {
  const major = (v: number, symbol: string) => formatMoney(Math.round(v * 100), symbol, locale)
  const showLoss = type === 'DIVIDEND' || tiers.some((x) => x.loss > 0)
  const sorted = [...tiers].sort((a, b) => a.rate - b.rate)
  return (
    <div className="ctiers">
      <table className="ctiers__table" data-testid={testId}>
        <caption className="ctiers__caption">{t('contracts.tiers.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('contracts.tiers.activeMembers')}</th>
            <th scope="col">{t('contracts.tiers.validBet')}</th>
            {showLoss ? <th scope="col">{t('contracts.tiers.loss')}</th> : null}
            <th scope="col" className="is-num">
              {t('contracts.tiers.rate')}
            </th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((x, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: tiers have no id and the list is fixed while shown; the sorted position is the row
            <tr key={i}>
              <td data-label={t('contracts.tiers.activeMembers')}>{t('contracts.tiers.atLeast', { value: formatNumber(x.activeMembers, locale) })}</td>
              <td data-label={t('contracts.tiers.validBet')}>{t('contracts.tiers.atLeast', { value: major(x.validBet, symbol) })}</td>
              {showLoss ? <td data-label={t('contracts.tiers.loss')}>{t('contracts.tiers.atLeast', { value: major(x.loss, symbol) })}</td> : null}
              <td data-label={t('contracts.tiers.rate')} className="is-num">
                <b>{formatPercent(x.rate / 100, locale, 0, 2)}</b>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="ctiers__note">
        {t(type === 'DIVIDEND' ? 'contracts.tiers.dividendBase' : 'contracts.tiers.salaryBase')} {t('contracts.tiers.note')}
      </p>
    </div>
  )
}

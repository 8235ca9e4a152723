/**
 * The fairness panel (seed hash shown before play, editable client seed, nonce, rotation that
 * reveals the server seed) and the history of the last rounds, each linking to the verify page
 * once its server seed is revealed.
 */
import { useId, useState } from 'react'
import type { RotateView, RoundView, SeedView } from '../../../../shared/fair/api'
import { ClientSeedSchema } from '../../../../shared/fair/seeds'
import { verifyHref } from '../../../../shared/fair/verify-link'
import { callVendor } from './api'
import { useGame } from './state'
import { times } from './texts'

/** A long hex value: selectable in full, with a copy button. */
function Hex({ value, label }: { value: string; label: string }) {
  const { t } = useGame()
  const [copied, setCopied] = useState(false)
  const copy = () => {
    void navigator.clipboard?.writeText(value).then(
      () => {
        setCopied(true)
        setTimeout(() => setCopied(false), 1_500)
      },
      () => undefined,
    )
  }
  return (
    <div className="ih-hex">
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: kept as shipped; naming the value for AT needs a role on the <code>, which would change the element's role, left to an a11y pass */}
      <code className="ih-hex__value" aria-label={label}>
        {value}
      </code>
      <button type="button" className="ih-hex__copy" onClick={copy}>
        {copied ? t('fair.copied') : t('fair.copy')}
      </button>
    </div>
  )
}

export function FairnessPanel({ token, language, onSeed, onRotated }: { token: string; language: string; onSeed: (s: SeedView) => void; onRotated: (next: SeedView, history: RoundView[]) => void }) {
  const { t, seed, busy, openRound } = useGame()
  const id = useId()
  const [editing, setEditing] = useState(false)
  const [draft, setDraft] = useState(seed.clientSeed)
  const [working, setWorking] = useState(false)
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null)
  const [revealed, setRevealed] = useState<RotateView['revealed'] | null>(null)
  const draftOk = ClientSeedSchema.safeParse(draft).success

  async function saveSeed() {
    if (!draftOk) return
    setWorking(true)
    const res = await callVendor('/seed/client', { token, clientSeed: draft.trim() }, language, t)
    setWorking(false)
    if (!res.ok) return setMessage({ tone: 'error', text: res.message })
    onSeed(res.value)
    setEditing(false)
    setMessage({ tone: 'ok', text: t('fair.saved') })
  }

  async function rotate() {
    setWorking(true)
    const res = await callVendor('/seed/rotate', { token }, language, t)
    setWorking(false)
    if (!res.ok) return setMessage({ tone: 'error', text: res.message })
    setRevealed(res.value.revealed)
    onRotated(res.value.seed, res.value.history)
    setMessage({ tone: 'ok', text: t('fair.rotated') })
  }

  return (
    <section className="ih-panel ih-fair" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="ih-panel__title">
        {t('fair.title')}
      </h2>
      <dl className="ih-fair__list">
        <dt>{t('fair.serverSeedHash')}</dt>
        <dd data-testid="ih-seed-hash">
          <Hex value={seed.serverSeedHash} label={t('fair.serverSeedHash')} />
        </dd>
        <dt>
          <label htmlFor={`${id}-client`}>{t('fair.clientSeed')}</label>
        </dt>
        <dd>
          {editing ? (
            <form
              className="ih-fair__edit"
              onSubmit={(e) => {
                e.preventDefault()
                void saveSeed()
              }}
            >
              <input
                id={`${id}-client`}
                className="ih-input"
                value={draft}
                maxLength={64}
                autoComplete="off"
                spellCheck={false}
                aria-invalid={!draftOk || undefined}
                aria-describedby={`${id}-client-hint`}
                onChange={(e) => setDraft(e.target.value)}
              />
              <button type="submit" className="btn btn--primary ih-btn-sm" disabled={!draftOk || working}>
                {t('fair.save')}
              </button>
              <button
                type="button"
                className="btn btn--ghost ih-btn-sm"
                onClick={() => {
                  setEditing(false)
                  setDraft(seed.clientSeed)
                }}
              >
                {t('fair.cancel')}
              </button>
              <p id={`${id}-client-hint`} className={draftOk ? 'ih-field__hint' : 'ih-field__hint is-invalid'}>
                {t('errors.clientSeed')}
              </p>
            </form>
          ) : (
            <div className="ih-fair__row">
              <code className="ih-fair__client" data-testid="ih-client-seed">
                {seed.clientSeed}
              </code>
              <button
                type="button"
                className="ih-link"
                onClick={() => {
                  setDraft(seed.clientSeed)
                  setEditing(true)
                }}
              >
                {t('fair.change')}
              </button>
            </div>
          )}
        </dd>
        <dt>{t('fair.nonce')}</dt>
        <dd>
          <output className="ih-fair__nonce" data-testid="ih-nonce">
            {seed.nonce}
          </output>
        </dd>
      </dl>
      <button type="button" className="btn btn--ghost ih-fair__rotate" disabled={working || busy || openRound !== null} onClick={() => void rotate()}>
        {t('fair.rotate')}
      </button>
      <p className="ih-fair__hint">{t('fair.rotateHint')}</p>
      <p className={message ? `ih-fair__msg is-${message.tone}` : 'ih-fair__msg'} role="status">
        {message?.text ?? ''}
      </p>
      {revealed ? (
        <div className="ih-fair__revealed" data-testid="ih-revealed">
          <span className="ih-fair__sub">{t('fair.revealed')}</span>
          <Hex value={revealed.serverSeed} label={t('fair.revealed')} />
          <span className="ih-fair__sub">{t('fair.previousHash')}</span>
          <Hex value={revealed.serverSeedHash} label={t('fair.previousHash')} />
        </div>
      ) : null}
      <details className="ih-fair__how">
        <summary>{t('common.provablyFair')}</summary>
        <p>{t('fair.howItWorks')}</p>
      </details>
    </section>
  )
}

/** The member's last rounds; a round's verify link appears once its server seed is revealed. */
export function HistoryPanel({ history }: { history: RoundView[] }) {
  const { t, money, locale } = useGame()
  const id = useId()
  return (
    <section className="ih-panel ih-history" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="ih-panel__title">
        {t('history.title')}
      </h2>
      {history.length === 0 ? (
        <p className="ih-history__empty">{t('history.empty')}</p>
      ) : (
        <table className="ih-history__table">
          <thead>
            <tr>
              <th scope="col">{t('history.game')}</th>
              <th scope="col" className="ih-num">
                {t('history.bet')}
              </th>
              <th scope="col" className="ih-num">
                {t('history.multiplier')}
              </th>
              <th scope="col" className="ih-num">
                {t('history.payout')}
              </th>
              <th scope="col">{t('history.verify')}</th>
            </tr>
          </thead>
          <tbody>
            {history.map((r) => (
              <tr key={r.roundId} className={r.payout > r.bet ? 'is-win' : r.payout === 0 ? 'is-loss' : ''} data-testid="ih-history-row">
                <td>
                  <span className="ih-history__game">{t(`engines.${r.engine}`)}</span>
                  <span className="ih-history__meta">
                    {t('history.nonce')} {r.nonce} · {new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(r.createdAt))}
                  </span>
                </td>
                <td className="ih-num">{money(r.bet)}</td>
                <td className="ih-num">{times(r.multiplier, locale)}</td>
                <td className="ih-num ih-history__payout">{money(r.payout)}</td>
                <td>
                  {r.serverSeed ? (
                    <a className="ih-link" href={verifyHref({ ...r, serverSeed: r.serverSeed })} target="_blank" rel="noopener">
                      {t('history.verify')}
                    </a>
                  ) : (
                    <span className="ih-history__later" title={t('fair.rotateHint')}>
                      {t('history.verifyAfterRotate')}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}

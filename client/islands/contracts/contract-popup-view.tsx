/**
 * The contract popup (spec §2 popups "contract popup only when logged in"; §4 contracts: accept,
 * reject, terminate; §6 "subordinates accept or refuse dividend and salary contracts"). Opens on
 * its own when something awaits the signed-in member: an offer from its upline (or the house) —
 * terms, period and rate tiers, what it would replace — to accept or refuse, or the other side's
 * request to end a contract, to agree to or decline. Every answer asks for a confirmation first,
 * then calls the type's relay; items come one after another ("2 of 3"). "Later" (or Esc) closes it
 * for this browser session until a new request arrives (spec §2: popups skipped once the session
 * marks them closed). After the last answer the page is refreshed from the server. Loaded by the
 * ContractPopup island (contract-popup.tsx) only when something awaits the member (decision 0039).
 */
import { useEffect, useRef, useState } from 'react'
import { refresh } from '../../router'
import { translator } from '../../components/form-kit'
import { contractAction } from './relay'
import type { ContractApi, PendingContractApi } from '../../../shared/schemas/contracts'
import { TiersTable } from './tiers-table'
import { formatNumber, formatPercent } from '../../../shared/number-format'
import type { ContractPopupProps } from './contract-popup'

type Answer = 'accept' | 'refuse'
type Step = { kind: 'view' } | { kind: 'confirm'; answer: Answer } | { kind: 'done'; message: string } | { kind: 'error'; message: string }

const STORAGE_KEY = 'contractPopupClosed'
const signature = (items: PendingContractApi[]) => items.map((p) => `${p.request}:${p.contract.id}`).join(',')

/** The popup over what awaits the member (see the module comment). */
export default function ContractPopupView({ pending, texts, symbol, locale = 'en', memberId }: ContractPopupProps) {
  const t = translator(texts)
  const dialog = useRef<HTMLDialogElement>(null)
  const [items] = useState(pending)
  const [index, setIndex] = useState(0)
  const [step, setStep] = useState<Step>({ kind: 'view' })
  const [busy, setBusy] = useState(false)
  const [answered, setAnswered] = useState(0)

  useEffect(() => {
    let closed: string | null = null
    try {
      closed = sessionStorage.getItem(`${STORAGE_KEY}:${memberId}`)
    } catch {
      /* storage blocked: show it */
    }
    if (items.length > 0 && closed !== signature(items) && !dialog.current?.open) dialog.current?.showModal()
  }, [items, memberId])

  const item = items[index]
  if (!item) return null
  const c = item.contract
  const type = t(`contracts.types.${c.type}`)
  const requester = (x: ContractApi) => (x.terminationRequestedBy === 'downline' ? x.downline : (x.upline ?? t('contracts.house')))

  const later = () => {
    try {
      sessionStorage.setItem(`${STORAGE_KEY}:${memberId}`, signature(items))
    } catch {
      /* nothing to remember with */
    }
    dialog.current?.close()
    if (answered > 0) refresh()
  }
  const next = () => {
    if (index + 1 < items.length) {
      setIndex(index + 1)
      setStep({ kind: 'view' })
    } else {
      dialog.current?.close()
      refresh()
    }
  }
  const send = async (answer: Answer) => {
    setBusy(true)
    const res = await contractAction<ContractApi>(c.type, { action: answer, id: c.id })
    setBusy(false)
    if (!res.success) {
      setStep({ kind: 'error', message: res.message || t('contracts.popup.failed') })
      return
    }
    setAnswered((n) => n + 1)
    const message = item.request === 'NEW' ? t(answer === 'accept' ? 'contracts.popup.accepted' : 'contracts.popup.refused') : t(answer === 'accept' ? 'contracts.popup.ended' : 'contracts.popup.kept')
    setStep({ kind: 'done', message })
  }

  const labels =
    item.request === 'NEW'
      ? {
          accept: t('contracts.popup.accept'),
          refuse: t('contracts.popup.refuse'),
          confirmAccept: t('contracts.popup.confirmAccept', { type }),
          confirmRefuse: t('contracts.popup.confirmRefuse', { type }),
        }
      : {
          accept: t('contracts.popup.agree'),
          refuse: t('contracts.popup.decline'),
          confirmAccept: t('contracts.popup.confirmAgree', { type }),
          confirmRefuse: t('contracts.popup.confirmDecline', { type }),
        }
  const headline = item.request === 'NEW' ? t('contracts.popup.newOffer', { upline: c.upline ?? t('contracts.house'), type }) : t('contracts.popup.terminate', { who: requester(c), type })

  return (
    <dialog
      ref={dialog}
      className="modal cpopup"
      aria-labelledby="cpopup-title"
      aria-describedby="cpopup-headline"
      data-testid="contract-popup"
      onCancel={(e) => {
        e.preventDefault()
        later()
      }}
    >
      <div className="modal__body">
        <header className="modal__head">
          <h2 id="cpopup-title" className="cpopup__title">
            <span className="cpopup__badge" aria-hidden="true">
              {item.request === 'NEW' ? '✦' : '!'}
            </span>
            {t('contracts.popup.title')}
          </h2>
          {items.length > 1 ? <span className="modal__count">{t('contracts.popup.count', { index: index + 1, count: items.length })}</span> : null}
        </header>
        <div className="cpopup__content">
          <p id="cpopup-headline" className="cpopup__headline" data-testid="contract-popup-headline">
            {headline}
          </p>
          <dl className="cpopup__facts">
            <div>
              <dt>{t('contracts.offer.type')}</dt>
              <dd>{type}</dd>
            </div>
            <div>
              <dt>{t('contracts.offer.period')}</dt>
              <dd>{t(`contracts.periods.${c.period}`)}</dd>
            </div>
            <div>
              <dt>{t('contracts.tiers.rate')}</dt>
              <dd>
                <b className="cpopup__rate">{`≤ ${formatPercent(c.maxRate / 100, locale, 0, 2)}`}</b>
              </dd>
            </div>
          </dl>
          <TiersTable type={c.type} tiers={c.tiers} symbol={symbol} locale={locale} t={t} testId="contract-popup-tiers" />
          {item.request === 'NEW' && item.current ? <p className="cpopup__replaces">{t('contracts.popup.replaces', { type, rate: formatNumber(item.current.maxRate, locale) })}</p> : null}
          {step.kind === 'confirm' ? (
            <p className="cpopup__confirm" role="alert" data-testid="contract-popup-confirm">
              {step.answer === 'accept' ? labels.confirmAccept : labels.confirmRefuse}
            </p>
          ) : null}
          {step.kind === 'done' ? (
            <p className="cpopup__done" role="status" data-testid="contract-popup-done">
              {step.message}
            </p>
          ) : null}
          {step.kind === 'error' ? (
            <p className="cpopup__error" role="alert">
              {step.message}
            </p>
          ) : null}
        </div>
        <footer className="modal__foot cpopup__foot">
          {step.kind === 'view' || step.kind === 'error' ? (
            <>
              <button type="button" className="btn btn--ghost" onClick={later}>
                {t('contracts.popup.later')}
              </button>
              <span className="cpopup__actions">
                <button type="button" className="btn btn--ghost" onClick={() => setStep({ kind: 'confirm', answer: 'refuse' })} data-testid="contract-refuse">
                  {labels.refuse}
                </button>
                {/* biome-ignore lint/a11y/noAutofocus: the button is the primary action of a modal dialog that has just opened; moving focus into the dialog is the modal pattern */}
                <button type="button" className="btn btn--primary" onClick={() => setStep({ kind: 'confirm', answer: 'accept' })} data-testid="contract-accept" autoFocus>
                  {labels.accept}
                </button>
              </span>
            </>
          ) : null}
          {step.kind === 'confirm' ? (
            <>
              <button type="button" className="btn btn--ghost" onClick={() => setStep({ kind: 'view' })} disabled={busy}>
                {t('contracts.popup.cancel')}
              </button>
              {/* biome-ignore lint/a11y/noAutofocus: the button is the primary action of a modal dialog that has just opened; moving focus into the dialog is the modal pattern */}
              <button type="button" className="btn btn--primary" onClick={() => send(step.answer)} disabled={busy} aria-busy={busy} data-testid="contract-confirm" autoFocus>
                {t('contracts.popup.confirm')}
              </button>
            </>
          ) : null}
          {step.kind === 'done' ? (
            // biome-ignore lint/a11y/noAutofocus: the button is the primary action of a modal dialog that has just opened; moving focus into the dialog is the modal pattern
            <button type="button" className="btn btn--primary cpopup__next" onClick={next} data-testid="contract-next" autoFocus>
              {index + 1 < items.length ? t('contracts.popup.next') : t('contracts.popup.done')}
            </button>
          ) : null}
        </footer>
      </div>
    </dialog>
  )
}

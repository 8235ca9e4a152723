'use client'
/**
 * One answer on a contract from the agent center's contract pages (spec §4 contracts: accept,
 * reject, terminate): a button that asks for confirmation in a small dialog, calls the type's relay
 * with `{ action, id }` and re-renders the page from the server. A refusal shows the server's
 * translated message in the dialog.
 */
import { useRef, useState } from 'react'
import { refresh } from '../../router'
import { contractAction } from './relay'
import type { ContractTypeName } from '../../../shared/schemas/contracts'

export interface ContractActionProps {
  type: ContractTypeName
  id: number
  action: 'accept' | 'refuse' | 'terminate'
  label: string
  /** The question the confirmation asks. */
  question: string
  labels: { confirm: string; cancel: string; failed: string }
  primary?: boolean
}

export function ContractAction({ type, id, action, label, question, labels, primary }: ContractActionProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const open = () => {
    setError(null)
    dialog.current?.showModal()
  }
  const send = async () => {
    setBusy(true)
    const res = await contractAction(type, { action, id })
    setBusy(false)
    if (!res.success) {
      setError(res.message || labels.failed)
      return
    }
    dialog.current?.close()
    refresh()
  }
  return (
    <>
      <button type="button" className={`btn ${primary ? 'btn--primary' : 'btn--ghost'} cbtn-sm`} onClick={open} data-testid={`contract-${action}-${id}`}>
        {label}
      </button>
      <dialog ref={dialog} className="modal modal--small" aria-labelledby={`caction-${action}-${id}`}>
        <div className="modal__body">
          <header className="modal__head">
            <h2 id={`caction-${action}-${id}`}>{question}</h2>
          </header>
          {error ? (
            <p className="cpopup__error caction__error" role="alert">
              {error}
            </p>
          ) : null}
          <footer className="modal__foot">
            <button type="button" className="btn btn--ghost" onClick={() => dialog.current?.close()} disabled={busy}>
              {labels.cancel}
            </button>
            <button type="button" className="btn btn--primary" onClick={send} disabled={busy} aria-busy={busy} data-testid="contract-action-confirm">
              {labels.confirm}
            </button>
          </footer>
        </div>
      </dialog>
    </>
  )
}

'use client'
/**
 * The header's deposit and withdraw buttons for a trial account (spec §5: a trial account on a
 * protected action gets the 'need true account' message with a confirm that invites it to
 * register; §8 "Trial action"). The buttons open that dialog instead of navigating; confirm opens
 * the register popup (window event `auth:open`, see AuthDialogs).
 */
import { useRef } from 'react'

export interface NeedTrueAccountLabels {
  deposit: string
  withdraw: string
  title: string
  text: string
  register: string
  cancel: string
}

export function TrialMoneyButtons({ labels }: { labels: NeedTrueAccountLabels }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const open = () => dialog.current?.showModal()
  const register = () => {
    dialog.current?.close()
    dispatchEvent(new CustomEvent('auth:open', { detail: { view: 'register' } }))
  }
  return (
    <>
      <button type="button" className="btn btn--primary member-bar__deposit" onClick={open}>
        {labels.deposit}
      </button>
      <button type="button" className="btn btn--ghost member-bar__withdraw" onClick={open}>
        {labels.withdraw}
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: backdrop click closes the modal; its keyboard equivalent is the native dialog Escape (cancel), and the click only acts when the target is the dialog box itself */}
      <dialog
        ref={dialog}
        className="modal modal--small wtrue"
        aria-labelledby="need-true-title"
        aria-describedby="need-true-text"
        onClick={(e) => {
          if (e.target === e.currentTarget) dialog.current?.close()
        }}
      >
        <div className="wtrue__body">
          <span className="wtrue__icon" aria-hidden="true">
            !
          </span>
          <h2 id="need-true-title" className="wtrue__title">
            {labels.title}
          </h2>
          <p id="need-true-text" className="wtrue__text">
            {labels.text}
          </p>
        </div>
        <footer className="modal__foot">
          <button type="button" className="btn btn--ghost" onClick={() => dialog.current?.close()}>
            {labels.cancel}
          </button>
          <button type="button" className="btn btn--primary" onClick={register} data-testid="need-true-register">
            {labels.register}
          </button>
        </footer>
      </dialog>
    </>
  )
}

'use client'
/**
 * The action of a promotion card and of a reward row (spec §4 promotion states): join a deposit
 * bonus, claim a waiting reward, draw the daily lucky draw (MCS2_claimRafflePromotion), or apply
 * claim the manual rebate (MANPLAYREB3, with an Idempotency-Key per attempt), or apply
 * with a comment (≤ 140 characters, counter) and up to 3 PNG/JPG screenshots of ≤ 5 MB (previews,
 * remove) in a dialog sent as multipart/form-data. Anonymous visitors get the login popup. After a
 * money movement the header balance follows (`wallet:changed`) and the page re-renders from the server.
 * @see product-spec §4, §5 activity application, §7 MCS2_claimRafflePromotion
 */
import { useEffect, useId, useRef, useState } from 'react'
import { refresh } from '../../router'
import { formatMajor } from '../../../shared/format'
import { APPLY_COMMENT_MAX, APPLY_IMAGE_MAX_BYTES, APPLY_IMAGES_MAX, ApplyImageSchema } from '../../../shared/schemas/promotions'
import { FormAlert, SubmitButton, failureText, translator, type Texts } from '../../components/form-kit'
import { syncBalance, useSubmission } from '../wallet/money'
import { api, call, type Envelope } from '../../api'

export type PromoActionKind = 'join' | 'claim' | 'draw' | 'apply' | 'login' | 'rebate'

export interface PromoActionProps {
  kind: PromoActionKind
  /** Promotion id (join, draw, apply) or reward id (claim). */
  id: number
  /** The button's text. */
  label: string
  /** Promotion title (the apply dialog's heading). */
  title?: string
  /** Currency symbol, for the amounts the answers carry. */
  symbol: string
  texts: Texts
  /** Smaller button (reward rows). */
  compact?: boolean
  /** The page's BCP 47 tag (shared/i18n/format.ts `localeOf`) for the amounts' separators; English when absent. */
  locale?: string
}

export function PromoAction({ kind, id, label, title, symbol, texts, compact, locale }: PromoActionProps) {
  const money = (major: number, symbol: string) => formatMajor(major, symbol, locale)
  const t = translator(texts)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ tone: 'ok' | 'bad'; text: string } | null>(null)
  const dialog = useRef<HTMLDialogElement>(null)
  const submission = useSubmission()
  const cls = `btn btn--primary promo-action${compact ? ' promo-action--compact' : ''}`

  async function run() {
    if (kind === 'login') return dispatchEvent(new CustomEvent('auth:open', { detail: { view: 'login' } }))
    if (kind === 'apply') return dialog.current?.showModal()
    if (busy) return
    setBusy(true)
    setMessage(null)
    type Answer = { amount?: number; prize?: number; balance?: number }
    const param = { id: String(id) }
    // The four answers differ; the toast reads only these figures of them.
    const res = (
      kind === 'rebate'
        ? await submission.send(api.promotions.rebate.manual.claim.$post, { rebate: true })
        : kind === 'join'
          ? await call(api.promotions.promotions[':id'].join.$post({ param }))
          : kind === 'claim'
            ? await call(api.promotions.rewards[':id'].claim.$post({ param }))
            : await call(api.promotions.relay.MCS2_claimRafflePromotion.$post({ json: { promotionId: id } }))
    ) as Envelope<Answer>
    setBusy(false)
    if (!res.success) return setMessage({ tone: 'bad', text: failureText(t, res) })
    if (kind === 'join') setMessage({ tone: 'ok', text: t('promo.page.joinedToast') })
    if (kind === 'claim') setMessage({ tone: 'ok', text: t('promo.page.claimedToast', { amount: money(res.value?.amount ?? 0, symbol) }) })
    if (kind === 'rebate') setMessage({ tone: 'ok', text: t('promo.rebate.claimed', { amount: money(res.value?.amount ?? 0, symbol) }) })
    if (kind === 'draw') setMessage({ tone: 'ok', text: t('promo.page.won', { amount: money(res.value?.prize ?? 0, symbol) }) })
    if (kind !== 'join') await syncBalance(res.value?.balance)
    refresh()
  }

  return (
    <div className="promo-action__wrap">
      <button type="button" className={cls} onClick={run} disabled={busy} aria-busy={busy || undefined} data-testid={`promo-${kind}-${id}`}>
        {busy ? <span className="auth-spinner" aria-hidden="true" /> : null}
        <span>{label}</span>
      </button>
      {message ? (
        <p className={`promo-action__msg promo-action__msg--${message.tone}`} role={message.tone === 'bad' ? 'alert' : 'status'}>
          {message.text}
        </p>
      ) : null}
      {kind === 'apply' ? (
        <ApplyDialog
          dialog={dialog}
          id={id}
          title={title ?? ''}
          texts={texts}
          onSent={(text) => {
            setMessage({ tone: 'ok', text })
            refresh()
          }}
        />
      ) : null}
    </div>
  )
}

function ApplyDialog({ dialog, id, title, texts, onSent }: { dialog: React.RefObject<HTMLDialogElement | null>; id: number; title: string; texts: Texts; onSent: (text: string) => void }) {
  const t = translator(texts)
  const ids = useId()
  const [comment, setComment] = useState('')
  const [files, setFiles] = useState<{ file: File; url: string }[]>([])
  const [errors, setErrors] = useState<{ comment?: string; images?: string }>({})
  const [alert, setAlert] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => () => files.forEach((f) => URL.revokeObjectURL(f.url)), [files])
  const length = [...comment].length

  const add = (list: FileList | null) => {
    if (!list) return
    const next = [...files]
    let error: string | undefined
    for (const file of Array.from(list)) {
      if (next.length >= APPLY_IMAGES_MAX) {
        error = t('promo.errors.tooManyImages')
        break
      }
      const r = ApplyImageSchema.safeParse({ type: file.type, size: file.size })
      if (!r.success) {
        error = t(file.size > APPLY_IMAGE_MAX_BYTES ? 'promo.errors.imageSize' : 'promo.errors.imageType')
        continue
      }
      next.push({ file, url: URL.createObjectURL(file) })
    }
    setFiles(next)
    setErrors((e) => ({ ...e, images: error }))
    if (input.current) input.current.value = ''
  }
  const remove = (i: number) => setFiles((fs) => fs.filter((_, j) => j !== i))

  async function submit(ev: React.FormEvent) {
    ev.preventDefault()
    if (busy) return
    setAlert(null)
    const text = comment.trim()
    if (!text) return setErrors({ comment: t('promo.errors.commentRequired') })
    if ([...text].length > APPLY_COMMENT_MAX) return setErrors({ comment: t('promo.errors.commentTooLong') })
    const body = new FormData()
    body.set('comment', text)
    for (const f of files) body.append('images', f.file)
    setBusy(true)
    const res = await call(api.promotions.promotions[':id'].apply.$post({ param: { id: String(id) } }, { init: { body } }))
    setBusy(false)
    if (!res.success) {
      const field = res.fields?.[0]?.field.split('.')[0]
      if (field === 'comment' || field === 'images') return setErrors({ [field]: res.message })
      return setAlert(failureText(t, res))
    }
    dialog.current?.close()
    onSent(t('promo.apply.sent'))
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: backdrop click closes the modal; its keyboard equivalent is the native dialog Escape (cancel), and the click only acts when the target is the dialog box itself
    <dialog
      ref={dialog}
      className="modal promo-apply"
      aria-labelledby={`${ids}-title`}
      onClick={(e) => {
        if (e.target === e.currentTarget) dialog.current?.close()
      }}
    >
      <form className="promo-apply__form" noValidate onSubmit={submit} data-testid="promo-apply-form">
        <header className="modal__head">
          <h2 id={`${ids}-title`}>{t('promo.apply.title', { title })}</h2>
        </header>
        <div className="promo-apply__body">
          <div className={`auth-field wfield${errors.comment ? ' is-invalid' : ''}`}>
            <div className="auth-field__top">
              <label className="auth-field__label" htmlFor={`${ids}-comment`}>
                {t('promo.apply.comment')}
              </label>
              <span className={length > APPLY_COMMENT_MAX ? 'promo-apply__counter is-over' : 'promo-apply__counter'} aria-live="polite" data-testid="promo-apply-counter">
                {t('promo.apply.counter', { count: length })}
              </span>
            </div>
            <textarea
              id={`${ids}-comment`}
              name="comment"
              className="wtextarea"
              rows={3}
              maxLength={APPLY_COMMENT_MAX}
              placeholder={t('promo.apply.commentPlaceholder')}
              value={comment}
              onChange={(e) => {
                setComment(e.target.value)
                setErrors((x) => ({ ...x, comment: undefined }))
              }}
              aria-invalid={errors.comment ? true : undefined}
              aria-describedby={errors.comment ? `${ids}-comment-error` : undefined}
            />
            {errors.comment ? (
              <p className="auth-field__error" id={`${ids}-comment-error`}>
                {errors.comment}
              </p>
            ) : null}
          </div>
          <div className={`auth-field wfield${errors.images ? ' is-invalid' : ''}`}>
            <span className="auth-field__label" id={`${ids}-images`}>
              {t('promo.apply.images')}
            </span>
            <ul className="promo-apply__thumbs" aria-labelledby={`${ids}-images`}>
              {files.map((f, i) => (
                <li key={f.url} className="promo-apply__thumb">
                  <img src={f.url} alt={f.file.name} />
                  <button type="button" className="promo-apply__remove" onClick={() => remove(i)} aria-label={t('promo.apply.remove', { n: i + 1 })}>
                    ×
                  </button>
                </li>
              ))}
              {files.length < APPLY_IMAGES_MAX ? (
                <li className="promo-apply__thumb promo-apply__thumb--add">
                  <label className="promo-apply__pick">
                    <span aria-hidden="true">+</span>
                    <span>{t('promo.apply.add')}</span>
                    <input
                      ref={input}
                      type="file"
                      name="images"
                      accept="image/png,image/jpeg"
                      multiple
                      className="sr-only"
                      aria-describedby={`${ids}-images-hint`}
                      onChange={(e) => add(e.target.files)}
                      data-testid="promo-apply-file"
                    />
                  </label>
                </li>
              ) : null}
            </ul>
            {errors.images ? (
              <p className="auth-field__error" id={`${ids}-images-hint`}>
                {errors.images}
              </p>
            ) : (
              <p className="auth-field__hint" id={`${ids}-images-hint`}>
                {t('promo.apply.imagesHint')}
              </p>
            )}
          </div>
          <FormAlert message={alert} />
        </div>
        <footer className="modal__foot">
          <button type="button" className="btn btn--ghost" onClick={() => dialog.current?.close()}>
            {t('promo.apply.cancel')}
          </button>
          <SubmitButton busy={busy} t={t}>
            {t('promo.apply.submit')}
          </SubmitButton>
        </footer>
      </form>
    </dialog>
  )
}

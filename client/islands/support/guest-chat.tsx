'use client'
/**
 * The live chat for a visitor who is not signed in (issue 18 "Live chat reachable before login",
 * decision 0059): on mount it asks GET /wps/relay/CBS_guestChat whether this browser already has a
 * guest conversation (its signed HttpOnly cookie); if so the conversation opens (a reload keeps it),
 * else the visitor gives a name and a contact (a phone number or an e-mail; POST CBS_guestChat
 * checks both and sets the cookie) and the chat opens. The chat itself is the members' ChatWindow in
 * its guest mode (same sending, same 3 s polling for the operator's answer).
 */
import { useEffect, useId, useState } from 'react'
import { api, call } from '../../api'
import { fill, FormAlert, TextField } from '../../components/form-kit'
import { ChatWindow, type ChatLine } from './chat-window'

type ChatTexts = Parameters<typeof ChatWindow>[0]['texts']
/** The start form's texts, translated by the page. */
export type GuestTexts = Record<'lead' | 'name' | 'contact' | 'contactHint' | 'start' | 'starting' | 'as' | 'separate' | 'loading' | 'failed', string>

type State = { kind: 'loading' } | { kind: 'form' } | { kind: 'chat'; name: string; lines: ChatLine[] }

export function GuestChat({ texts, guestTexts, language, max, nameMax, contactMax }: { texts: ChatTexts; guestTexts: GuestTexts; language: string; max: number; nameMax: number; contactMax: number }) {
  const [state, setState] = useState<State>({ kind: 'loading' })
  const [name, setName] = useState('')
  const [contact, setContact] = useState('')
  const [busy, setBusy] = useState(false)
  const [alert, setAlert] = useState<string | null>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const titleId = useId()

  useEffect(() => {
    let live = true
    void call(api.chat.CBS_guestChat.$get({ query: { language } })).then((res) => {
      if (!live) return
      if (res.success && res.value?.guest) setState({ kind: 'chat', name: res.value.guest.name, lines: res.value.messages })
      else setState({ kind: 'form' })
    })
    return () => {
      live = false
    }
  }, [language])

  const start = async () => {
    if (busy) return
    setBusy(true)
    setAlert(null)
    setErrors({})
    const res = await call(api.chat.CBS_guestChat.$post({ json: { name, contact }, query: { language } }))
    setBusy(false)
    if (res.success && res.value?.guest) return setState({ kind: 'chat', name: res.value.guest.name, lines: res.value.messages })
    const fields = (res as { fields?: { field: string; message: string }[] }).fields ?? []
    if (fields.length) setErrors(Object.fromEntries(fields.map((f) => [f.field, f.message])))
    else if (res.code === 'GUEST_CONTACT_INVALID') setErrors({ contact: res.message ?? guestTexts.failed })
    else setAlert(res.message ?? guestTexts.failed)
  }

  if (state.kind === 'loading')
    return (
      <p className="chat-guest__loading" aria-busy="true" data-testid="guest-chat-loading">
        {guestTexts.loading}
      </p>
    )
  if (state.kind === 'chat')
    return (
      <>
        <p className="chat-guest__as" data-testid="guest-chat-as">
          {fill(guestTexts.as, { name: state.name })}
        </p>
        <ChatWindow guest language={language} initial={state.lines} texts={texts} max={max} onGone={() => setState({ kind: 'form' })} />
      </>
    )
  return (
    <form
      className="chat-guest"
      aria-labelledby={titleId}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void start()
      }}
      data-testid="guest-chat-form"
    >
      <p id={titleId} className="chat-guest__lead">
        {guestTexts.lead}
      </p>
      <FormAlert message={alert} />
      <TextField label={guestTexts.name} value={name} onValue={setName} error={errors.name} required maxLength={nameMax} autoComplete="name" name="name" data-testid="guest-name" />
      <TextField
        label={guestTexts.contact}
        value={contact}
        onValue={setContact}
        error={errors.contact}
        hint={guestTexts.contactHint}
        required
        maxLength={contactMax}
        autoComplete="email"
        inputMode="email"
        name="contact"
        data-testid="guest-contact"
      />
      <button type="submit" className="btn btn--primary chat-guest__start" disabled={busy} aria-busy={busy || undefined} data-testid="guest-start">
        {busy ? guestTexts.starting : guestTexts.start}
      </button>
      <p className="chat-guest__note">{guestTexts.separate}</p>
    </form>
  )
}

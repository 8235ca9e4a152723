/**
 * The reality check (issue 8; UKGC RTS 13): while a member is signed in and has chosen an interval
 * (10 minutes to 8 hours, responsible-gaming tab), a reminder at every interval since the session
 * began shows the time played and the session's net result and wagers, with "continue playing"
 * and "leave the game" (closes an open game and goes to the home page). The server says when the
 * next one is due, so the browser's clock does not matter. Loaded by the RealityCheck island
 * (reality-check.tsx) only for a member (decision 0039).
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { navigate } from '../../router'
import { fill } from '../../components/form-kit'
import { formatMajor } from '../../../shared/format'
import { readReality, type RealityState } from './reality-state'
import type { RealityCheckProps } from './reality-check'

/** The reminder dialog and its schedule (see the module comment). */
export default function RealityDialog({ enabled, symbol, locale, labels }: RealityCheckProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [shown, setShown] = useState<RealityState | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const schedule = useCallback(async () => {
    clearTimeout(timer.current)
    const r = await readReality()
    if (!r || r.dueInMs === null) return
    timer.current = setTimeout(
      async () => {
        const now = await readReality()
        if (now?.intervalMinutes) setShown(now)
      },
      Math.max(1_000, r.dueInMs),
    )
  }, [])

  useEffect(() => {
    if (!enabled) return
    void schedule()
    const onChange = () => void schedule()
    addEventListener('rg:reality', onChange)
    return () => {
      removeEventListener('rg:reality', onChange)
      clearTimeout(timer.current)
    }
  }, [enabled, schedule])

  useEffect(() => {
    if (shown && !dialog.current?.open) dialog.current?.showModal()
  }, [shown])

  const close = (leave: boolean) => {
    dialog.current?.close()
    setShown(null)
    if (leave) {
      // The game frame is a dialog of the launcher: closing it ends the game view.
      document.querySelectorAll<HTMLDialogElement>('dialog[open]').forEach((d) => d.close())
      navigate('/', { replace: true })
    }
    void schedule()
  }

  const h = Math.floor((shown?.minutesPlayed ?? 0) / 60)
  const m = (shown?.minutesPlayed ?? 0) % 60
  const time = h > 0 ? fill(labels.hm, { h, m }) : fill(labels.m, { m })
  const fmt = (major: number) => formatMajor(major, symbol, locale)
  return (
    <dialog
      ref={dialog}
      className="modal modal--small rg-reality"
      aria-labelledby="rg-reality-title"
      data-testid="reality-check"
      onCancel={(e) => {
        e.preventDefault()
        close(false)
      }}
    >
      {shown ? (
        <div className="modal__body">
          <header className="modal__head">
            <h2 id="rg-reality-title">{labels.title}</h2>
          </header>
          <p className="rg-reality__played">{fill(labels.played, { time })}</p>
          <dl className="rg-reality__figures">
            <div>
              <dt>{labels.net}</dt>
              <dd className={shown.net < 0 ? 'is-loss' : 'is-win'}>{fmt(shown.net)}</dd>
            </div>
            <div>
              <dt>{labels.wagered}</dt>
              <dd>{fmt(shown.wagered)}</dd>
            </div>
          </dl>
          <footer className="modal__foot">
            <button type="button" className="btn btn--ghost" onClick={() => close(true)} data-testid="reality-leave">
              {labels.leave}
            </button>
            <button type="button" className="btn btn--primary" onClick={() => close(false)} data-testid="reality-continue">
              {labels.continue}
            </button>
          </footer>
        </div>
      ) : null}
    </dialog>
  )
}

'use client'
/**
 * A lottery countdown (menu entries, lobby cards): time until the game's betting closes, rolling
 * over to the next draw of its schedule by itself, so a page left open stays right.
 */
import { useServerNow } from './clock'
import { clock } from './kit'
import { bettingSlotAt, closeTimeOf, type Schedule } from '../../../shared/lottery/schedule'

export function Countdown({ closeAt, schedule, serverNow, label }: { closeAt: number; schedule: Schedule; serverNow: number; label?: string }) {
  const now = useServerNow(serverNow)
  const close = now < closeAt ? closeAt : closeTimeOf(schedule, bettingSlotAt(schedule, now))
  const text = clock(close - now)
  return (
    <span className="lott-countdown" role="timer" aria-live="off" aria-label={label ? `${label} ${text}` : undefined} data-urgent={close - now < 10_000 || undefined}>
      {text}
    </span>
  )
}

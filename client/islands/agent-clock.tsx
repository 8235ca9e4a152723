'use client'
/** The agent page clock (spec §2): local time with its GMT offset, ticking every second. */
import { useEffect, useState } from 'react'
import { localeOf } from '../../shared/i18n/format'

function format(ms: number, language: string, utc: boolean) {
  const d = new Date(ms)
  const time = new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'medium', timeZone: utc ? 'UTC' : undefined }).format(d)
  const offset = utc ? 0 : -d.getTimezoneOffset()
  const sign = offset >= 0 ? '+' : '-'
  const abs = Math.abs(offset)
  return `${time} GMT${sign}${Math.floor(abs / 60)}${abs % 60 ? `:${String(abs % 60).padStart(2, '0')}` : ''}`
}

export function AgentClock({ now, language, label }: { now: number; language: string; label: string }) {
  const [text, setText] = useState(() => format(now, language, true))
  useEffect(() => {
    const tick = () => setText(format(Date.now(), language, false))
    tick()
    const id = setInterval(tick, 1000)
    return () => clearInterval(id)
  }, [language])
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: kept as shipped; naming the clock for AT needs a role (timer/group) on it, which would change the element's role, left to an a11y pass
    <p className="agent-clock" aria-label={label} data-testid="agent-clock">
      <time>{text}</time>
    </p>
  )
}

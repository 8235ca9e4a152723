'use client'
/**
 * A draw time in the viewer's time zone (the server renders UTC, the browser its own zone):
 * `time` = hh:mm:ss, `datetime` = date and hh:mm:ss, `clock` = hh:mm (daily draw hours).
 */
import { useEffect, useState } from 'react'
import { localeOf } from '../../../shared/i18n/format'

type Style = 'time' | 'datetime' | 'clock'

function format(ms: number, language: string, style: Style, timeZone?: string): string {
  const opts: Intl.DateTimeFormatOptions =
    style === 'clock'
      ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }
      : { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23', timeZone, ...(style === 'datetime' ? { month: 'short', day: 'numeric' } : {}) }
  return new Intl.DateTimeFormat(localeOf(language), opts).format(ms) + (timeZone ? ' UTC' : '')
}

export function DrawTime({ ms, language, style = 'time' }: { ms: number; language: string; style?: Style }) {
  const [text, setText] = useState(() => format(ms, language, style, 'UTC'))
  useEffect(() => setText(format(ms, language, style)), [ms, language, style])
  return <time dateTime={new Date(ms).toISOString()}>{text}</time>
}

'use client'
/** A UTC instant shown in the visitor's time zone; the server renders UTC, the browser its own zone. */
import { useEffect, useState } from 'react'
import { localeOf } from '../../shared/i18n/format'

const fmt = (ms: number, language: string, tz?: string) => new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short', timeZone: tz }).format(ms) + (tz ? ' UTC' : '')

export function LocalTime({ ms, language }: { ms: number; language: string }) {
  const [text, setText] = useState(() => fmt(ms, language, 'UTC'))
  useEffect(() => setText(fmt(ms, language)), [ms, language])
  return <time dateTime={new Date(ms).toISOString()}>{text}</time>
}

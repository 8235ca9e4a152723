'use client'
/** A UTC instant shown in the visitor's time zone; the server renders UTC, the browser its own zone. */
import { useEffect, useState } from 'react'

export function LocalTime({ ms, language }: { ms: number; language: string }) {
  const fmt = (tz?: string) => new Intl.DateTimeFormat(language === 'ty' ? 'fil' : 'en', { dateStyle: 'medium', timeStyle: 'short', timeZone: tz }).format(ms) + (tz ? ' UTC' : '')
  const [text, setText] = useState(() => fmt('UTC'))
  useEffect(() => setText(fmt()), [ms, language])
  return <time dateTime={new Date(ms).toISOString()}>{text}</time>
}

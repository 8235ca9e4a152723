'use client'
/** Copies a text (the invite link or code) to the clipboard and says so for two seconds. */
import { useState } from 'react'

export function CopyButton({ text, label, copied }: { text: string; label: string; copied: string }) {
  const [done, setDone] = useState(false)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      setDone(true)
      setTimeout(() => setDone(false), 2000)
    } catch {
      setDone(false)
    }
  }
  return (
    <button type="button" className="btn btn--ghost acopy" onClick={copy} aria-live="polite">
      {done ? copied : label}
    </button>
  )
}

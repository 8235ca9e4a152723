'use client'
/**
 * Checks a drawn draw's commitment in the browser: SHA-256 of `numbers.join(',') + ':' + salt`
 * (WebCrypto) against the hash published before the draw. The answer takes the button's place and
 * the keyboard focus.
 */
import { useEffect, useRef, useState } from 'react'
import { verifyCommitment } from '../../../shared/lottery/commitment'

export interface VerifyLabels {
  verify: string
  verifying: string
  verified: string
  mismatch: string
}

export function VerifyCommitment({ numbers, salt, commitment, labels }: { numbers: string[]; salt: string; commitment: string; labels: VerifyLabels }) {
  const [state, setState] = useState<'idle' | 'busy' | 'ok' | 'bad'>('idle')
  const answer = useRef<HTMLSpanElement>(null)
  useEffect(() => {
    if (state === 'ok' || state === 'bad') answer.current?.focus()
  }, [state])
  const run = async () => {
    setState('busy')
    setState((await verifyCommitment(numbers, salt, commitment)) ? 'ok' : 'bad')
  }
  if (state === 'ok' || state === 'bad') {
    return (
      <span ref={answer} tabIndex={-1} className={`lott-verify lott-verify--${state}`} role={state === 'ok' ? 'status' : 'alert'}>
        {state === 'ok' ? `✓ ${labels.verified}` : `✗ ${labels.mismatch}`}
      </span>
    )
  }
  return (
    <button type="button" className="lott-link lott-verify" onClick={run} disabled={state === 'busy'} aria-busy={state === 'busy' || undefined}>
      {state === 'busy' ? labels.verifying : labels.verify}
    </button>
  )
}

/**
 * Chips placed on a table (baccarat spots, roulette board): each tap stakes the active chip on a
 * spot; undo takes back the last chip, clear takes back all. Amounts in major units, summed in
 * minor units so they never drift.
 */
import { useCallback, useState } from 'react'

export function useTableBets() {
  const [stack, setStack] = useState<{ spot: string; amount: number }[]>([])
  const place = useCallback((spot: string, amount: number) => setStack((s) => [...s, { spot, amount }]), [])
  const undo = useCallback(() => setStack((s) => s.slice(0, -1)), [])
  const clear = useCallback(() => setStack([]), [])
  const bySpot = new Map<string, number>()
  for (const c of stack) bySpot.set(c.spot, (bySpot.get(c.spot) ?? 0) + Math.round(c.amount * 100))
  const totals = new Map([...bySpot].map(([k, v]) => [k, v / 100]))
  const total = [...bySpot.values()].reduce((a, b) => a + b, 0) / 100
  return { totals, total, place, undo, clear, empty: stack.length === 0 }
}

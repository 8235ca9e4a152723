/**
 * Crash test (issue 4 "Proof"): the API server is SIGKILLed at random moments during a load of
 * money calls and restarted on the same DATA_DIR (see crash-run.ts). KILLS sets the number of
 * kills (default 20, the CI minimum). Afterwards: `PRAGMA integrity_check` = ok, the ledger's
 * invariants hold, every call answered as a success is in the ledger exactly once, every refused
 * call moved nothing, and calls cut off without an answer land exactly once when sent again.
 */
import { describe, expect, it } from 'vitest'
import { crashRun } from './crash-run'

const KILLS = Math.max(20, Number(process.env.KILLS ?? 20))

describe('money survives SIGKILL', () => {
  it(`${KILLS} kills during a load of deposits, transfers and withdrawals lose nothing and duplicate nothing`, async () => {
    const report = await crashRun({ kills: KILLS, log: (line) => console.log(`[crash] ${line}`) })
    const few = (list: string[]) => (list.length > 5 ? [...list.slice(0, 5), `… ${list.length - 5} more`] : list)
    console.log(
      `[crash] ${JSON.stringify({
        ...report,
        missing: few(report.missing),
        duplicated: few(report.duplicated),
        refusedButMoved: few(report.refusedButMoved),
        phantom: few(report.phantom),
        unexpected: few(report.unexpected),
        ledger: { ok: report.ledger.ok, movements: report.ledger.movements },
        restartMs: undefined,
        meanRestartMs: Math.round(report.restartMs.reduce((a, b) => a + b, 0) / report.restartMs.length),
      })}`,
    )
    expect(report.integrity).toBe('ok')
    expect(report.ledger.ok).toBe(true)
    expect(report.missing).toEqual([])
    expect(report.duplicated).toEqual([])
    expect(report.refusedButMoved).toEqual([])
    expect(report.phantom).toEqual([])
    expect(report.unexpected).toEqual([])
    // The run did what it claims: the load ran across every kill and some calls were cut off.
    expect(report.restartMs).toHaveLength(KILLS + 1)
    expect(report.succeeded).toBeGreaterThan(KILLS)
    expect(report.lostCalls).toBeGreaterThan(0)
  }, 180_000)
})

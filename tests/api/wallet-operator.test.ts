/**
 * The wallet's operator commands as an operator runs them: `runOperator` (what `npm run operator`
 * calls) against a temporary DATA_DIR, beside a platform that has live members, and the CLI's exit
 * code when the ledger does not add up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createWalletPlatform, WALLET_BRAND } from '../fixtures/wallet-platform'
import { runOperator } from '../../server/operator'

const t = createWalletPlatform()
const { wallet } = t.platform
const saved = { DATA_DIR: process.env.DATA_DIR, BRAND_CODE: process.env.BRAND_CODE }
beforeAll(() => {
  process.env.DATA_DIR = t.dir
  process.env.BRAND_CODE = WALLET_BRAND
})
afterAll(() => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k]
    else process.env[k] = v
  }
  t.cleanup()
})

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])

describe('npm run operator -- deposit | withdrawal | ledger', () => {
  it('lists and decides manual deposits', async () => {
    const m = await t.member()
    const d = await wallet.deposit(m.id, { methodCode: 'BANK', amount: 75_000, key: 'op-dep-1', payerReference: 'BDO-991' })
    expect(await runOperator(['deposit', 'list'])).toContain(`#${d.id}  ${m.account}  BANK  ₱750.00  PENDING  ref: BDO-991`)
    expect(await runOperator(['deposit', 'approve', String(d.id)])).toBe(`deposit #${d.id} CREDITED ₱750.00`)
    expect(wallet.balance(m.id)).toBe(75_000)
    expect(await runOperator(['deposit', 'list'])).toBe('no pending deposits')
    await expect(runOperator(['deposit', 'approve', String(d.id)])).rejects.toMatchObject({ code: 'NOT_PENDING' })
    await expect(runOperator(['deposit', 'approve', 'abc'])).rejects.toThrow(/Invalid command: deposit approve abc\nUsage: npm run operator -- ledger check/)
  })

  it('approves and rejects withdrawals, lists disputes and writes their proof', async () => {
    const m = await t.member()
    await t.fund(m.id, 100_000)
    await wallet.setPaymentPassword(m.id, { password: '246810' })
    const bank = wallet.addBankAccount(m.id, { bankName: 'Metrobank', accountNumber: '7777888899', payeeName: 'Lea Santos' })
    const w1 = await wallet.withdraw(m.id, { amount: 20_000, bankAccountId: bank.id, paymentPassword: '246810', key: 'op-wd-1' })
    const w2 = await wallet.withdraw(m.id, { amount: 30_000, bankAccountId: bank.id, paymentPassword: '246810', key: 'op-wd-2' })
    expect(await runOperator(['withdrawal', 'list'])).toContain(`#${w1.id}  ${m.account}  ₱200.00  PENDING  Metrobank ******8899 (Lea Santos)`)
    expect(await runOperator(['withdrawal', 'approve', String(w1.id), 'paid', 'by', 'BDO'])).toMatch(/^withdrawal #\d+ APPROVED ₱200.00, counts as received at \d{4}-/)
    expect(await runOperator(['withdrawal', 'reject', String(w2.id)])).toBe(`withdrawal #${w2.id} REJECTED ₱300.00`)
    expect(wallet.balance(m.id)).toBe(80_000)

    wallet.confirmWithdrawal(m.id, w1.id, { status: 'NOT_RECEIVED', remark: 'not on my statement', proof: { bytes: PNG, type: 'image/png' } })
    expect(await runOperator(['withdrawal', 'list'])).toContain(`NOT_RECEIVED  Metrobank ******8899 (Lea Santos)`)
    const file = join(t.dir, 'proof.png')
    expect(await runOperator(['withdrawal', 'proof', String(w1.id), file])).toBe(`wrote ${PNG.length} bytes (image/png) to ${file}`)
    expect(new Uint8Array(readFileSync(file))).toEqual(PNG)
    expect(await runOperator(['withdrawal', 'proof', String(w2.id), join(t.dir, 'none.png')])).toBe(`withdrawal #${w2.id} has no proof`)
    expect(existsSync(join(t.dir, 'none.png'))).toBe(false)
  })

  it('ledger check prints the report; the CLI exits 1 when an invariant breaks', async () => {
    const report = JSON.parse(await runOperator(['ledger', 'check']))
    expect(report).toMatchObject({ ok: true, negative: [], driftedBalances: [] })
    const cli = () => spawnSync(process.execPath, ['run', 'server/operator.ts', 'ledger', 'check'], { env: { ...process.env, DATA_DIR: t.dir, BRAND_CODE: WALLET_BRAND }, encoding: 'utf8' })
    expect(cli().status).toBe(0)
    // Someone edits a balance behind the ledger's back.
    t.db.$client.run("UPDATE wallet_accounts SET balance = balance + 1 WHERE kind = 'MEMBER' AND id = (SELECT min(id) FROM wallet_accounts WHERE kind = 'MEMBER')")
    await expect(runOperator(['ledger', 'check'])).rejects.toThrow(/LEDGER NOT OK/)
    const broken = cli()
    expect(broken.status).toBe(1)
    expect(broken.stderr).toContain('"driftedBalances"')
  })
})

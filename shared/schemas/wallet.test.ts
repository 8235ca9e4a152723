import { describe, expect, it } from 'vitest'
import {
  AmountSchema,
  BankAccountBodySchema,
  ConfirmWithdrawalFieldsSchema,
  DepositBodySchema,
  IdempotencyKeySchema,
  PaymentPasswordBodySchema,
  RecordsQuerySchema,
  TransferDownlineBodySchema,
  WalletTransferBodySchema,
  WithdrawBodySchema,
  toMajor,
  toMinor,
} from './wallet'
import { PH_MOBILE_METADATA } from './ph-mobile'

describe('amounts (major units in, minor units out)', () => {
  it('converts numbers and numeric strings with up to 2 decimals exactly', () => {
    expect(toMinor('12.5')).toBe(1250)
    expect(toMinor(12.5)).toBe(1250)
    expect(toMinor(0.1)).toBe(10)
    expect(toMinor(0.29)).toBe(29)
    expect(toMinor(1.15)).toBe(115)
    expect(toMinor('100')).toBe(10_000)
    expect(toMinor(' 50000.00 ')).toBe(5_000_000)
    expect(toMinor(9_999_999_999)).toBe(999_999_999_900)
    expect(toMinor('9999999999.01')).toBeNull()
    expect(AmountSchema.parse('0.01')).toBe(1)
    expect(toMajor(1250)).toBe(12.5)
    expect(toMajor(AmountSchema.parse(4321.09))).toBe(4321.09)
  })

  it('refuses zero, negatives, 3 decimals, text, huge numbers and float sums such as 0.1 + 0.2', () => {
    for (const bad of [0, '0', '0.00', -1, '-1', 1.005, '1.005', 'abc', '', '1e3', 1e21, 1e-7, Infinity, NaN, '10,000', '0x10', '007', 10_000_000_000, 0.1 + 0.2]) {
      expect(toMinor(bad as never), String(bad)).toBeNull()
      const r = AmountSchema.safeParse(bad)
      expect(r.success, String(bad)).toBe(false)
      expect(r.error!.issues[0]!.message).toBe('wallet.errors.badAmount')
    }
    for (const bad of [null, undefined, true, {}, [1]]) expect(AmountSchema.safeParse(bad).success).toBe(false)
  })
})

describe('bodies', () => {
  it('idempotency keys are 8-64 of [A-Za-z0-9_-]', () => {
    expect(IdempotencyKeySchema.safeParse('abc-DEF_1234').success).toBe(true)
    for (const bad of ['short', 'x'.repeat(65), 'has space!', undefined]) expect(IdempotencyKeySchema.safeParse(bad).success).toBe(false)
  })

  it('deposit, withdraw and transfer bodies are strict and carry minor units', () => {
    expect(DepositBodySchema.parse({ methodCode: 'GCASH', amount: '150.50' })).toEqual({ methodCode: 'GCASH', amount: 15_050 })
    expect(DepositBodySchema.safeParse({ methodCode: 'GCASH', amount: 1, extra: 1 }).success).toBe(false)
    expect(WithdrawBodySchema.parse({ amount: 100, bankAccountId: '3', paymentPassword: '123456' })).toEqual({ amount: 10_000, bankAccountId: 3, paymentPassword: '123456' })
    const pin = WithdrawBodySchema.safeParse({ amount: 100, bankAccountId: 3, paymentPassword: '12345' })
    expect(pin.error!.issues[0]!.message).toBe('wallet.errors.paymentPasswordFormat')
    expect(WalletTransferBodySchema.parse({ from: 'main', to: 'pg', amount: 1 })).toEqual({ from: 'MAIN', to: 'PG', amount: 100 })
    expect(WalletTransferBodySchema.safeParse({ from: 'PG', to: 'JL', amount: 1 }).success).toBe(false)
    expect(WalletTransferBodySchema.safeParse({ from: 'MAIN', to: 'MAIN', amount: 1 }).success).toBe(false)
  })

  it('payment password confirmation must match; bank account numbers lose spaces and dashes', () => {
    expect(PaymentPasswordBodySchema.safeParse({ password: '123456', confirmPassword: '123457' }).error!.issues[0]!.message).toBe('wallet.errors.paymentPasswordMismatch')
    expect(BankAccountBodySchema.parse({ bankName: ' Maybank ', accountNumber: '0012-3456 789', payeeName: 'Juan Dela Cruz' })).toEqual({
      type: 'BANK',
      bankName: 'Maybank',
      accountNumber: '00123456789',
      payeeName: 'Juan Dela Cruz',
    })
    expect(BankAccountBodySchema.safeParse({ bankName: 'BDO', accountNumber: '12ab', payeeName: 'Juan' }).success).toBe(false)
  })

  it('a listed bank (by code or name) takes only its own digit counts', () => {
    const bank = (bankName: string, accountNumber: string) => BankAccountBodySchema.safeParse({ type: 'BANK', bankName, accountNumber, payeeName: 'Juan Dela Cruz' })
    expect(bank('bdo', '0012 3456 7890').data).toMatchObject({ bankName: 'bdo', accountNumber: '001234567890' })
    expect(bank('BDO Unibank', '0012345678').success).toBe(true)
    expect(bank('BDO', '00123456789').error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['accountNumber', 'wallet.errors.bankDigits']])
    expect(bank('Metrobank', '1234567890123').success).toBe(true)
    expect(bank('Metrobank', '1234567890').error!.issues[0]!.message).toBe('wallet.errors.bankDigits')
    expect(bank('B', '1234567890').error!.issues[0]!.path).toEqual(['bankName'])
  })

  it('GCash and Maya take a Philippine mobile number in any usual writing, stored as 09XXXXXXXXX', () => {
    const wallet = (type: string, accountNumber: string) => BankAccountBodySchema.safeParse({ type, accountNumber, payeeName: 'Ana Reyes', bankName: 'ignored' })
    for (const written of ['09171234567', '0917 123 4567', '0917-123-4567', '+63 917 123 4567', '639171234567']) {
      expect(wallet('GCASH', written).data).toEqual({ type: 'GCASH', bankName: 'GCash', accountNumber: '09171234567', payeeName: 'Ana Reyes' })
    }
    expect(wallet('MAYA', '0998 765 4321').data).toMatchObject({ bankName: 'Maya', accountNumber: '09987654321' })
    // A landline, a short number, a foreign mobile and letters are refused on the number field.
    for (const bad of ['(02) 8123 4567', '0917123456', '+1 415 555 2671', 'gcash']) {
      expect(wallet('GCASH', bad).error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['accountNumber', 'wallet.errors.mobileWalletInvalid']])
    }
    expect(wallet('PAYPAL', '09171234567').error!.issues[0]!.message).toBe('wallet.errors.accountTypeInvalid')
  })

  it('the PH mobile metadata is the installed libphonenumber-js entry', async () => {
    const full = (await import('libphonenumber-js/metadata.mobile.json')).default as { countries: Record<string, unknown>; country_calling_codes: Record<string, string[]> }
    expect(PH_MOBILE_METADATA.countries.PH).toEqual(full.countries.PH)
    expect(full.country_calling_codes['63']).toEqual(['PH'])
  })

  it('the agent transfer needs a 6-digit payment PIN', () => {
    expect(TransferDownlineBodySchema.safeParse({ account: 'juan', amount: 10 }).error!.issues[0]!.message).toBe('wallet.errors.paymentPasswordFormat')
    expect(TransferDownlineBodySchema.parse({ account: 'juan', amount: 10, paymentPassword: '123456' })).toEqual({ account: 'juan', amount: 1000, paymentPassword: '123456' })
  })

  it('partly received needs a remark', () => {
    expect(ConfirmWithdrawalFieldsSchema.safeParse({ status: 'PARTLY_RECEIVED', remark: '  ' }).error!.issues[0]!.message).toBe('wallet.errors.remarkRequired')
    expect(ConfirmWithdrawalFieldsSchema.parse({ status: 'RECEIVED' })).toEqual({ status: 'RECEIVED' })
    expect(ConfirmWithdrawalFieldsSchema.safeParse({ status: 'LOST' }).success).toBe(false)
  })

  it('records query: defaults, page size cap, range order, kind list', () => {
    expect(RecordsQuerySchema.parse({})).toEqual({ pageNo: 1, pageSize: 20 })
    expect(RecordsQuerySchema.parse({ from: '1000', to: '2000', kind: 'DEPOSIT', pageNo: '2', pageSize: '100' })).toEqual({ from: 1000, to: 2000, kind: 'DEPOSIT', pageNo: 2, pageSize: 100 })
    expect(RecordsQuerySchema.safeParse({ pageSize: '101' }).success).toBe(false)
    expect(RecordsQuerySchema.safeParse({ from: '3000', to: '2000' }).success).toBe(false)
    expect(RecordsQuerySchema.safeParse({ kind: 'STEAL' }).success).toBe(false)
  })
})

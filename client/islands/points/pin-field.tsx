/**
 * The withdrawal PIN field of the points forms (redeem, convert): the wallet's PinInput under the
 * points texts, named `paymentPassword` so the gateway's field errors land on it. Client code,
 * imported by the 'use client' islands of this folder.
 */
import { PinInput, type T } from '../../components/form-kit'

export function PointsPinField({ t, value, onValue, error }: { t: T; value: string; onValue: (v: string) => void; error?: string }) {
  return <PinInput name="paymentPassword" label={t('points.mall.paymentPassword')} placeholder={t('points.mall.pinPlaceholder')} value={value} onValue={onValue} error={error || undefined} />
}

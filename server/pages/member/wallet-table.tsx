/**
 * A responsive list of wallet rows (requests, account record): a table on wide screens, a card per
 * row on phones (each cell labelled by its column through `data-label`). Rendered on the server.
 */
import type { ReactNode } from 'react'

export interface Column<R> {
  key: string
  label: string
  cell: (row: R) => ReactNode
  /** Right-aligned numbers. */
  numeric?: boolean
  className?: string
}

export function WalletTable<R>({
  rows,
  columns,
  rowKey,
  caption,
  testId,
  rowClass,
}: {
  rows: R[]
  columns: Column<R>[]
  rowKey: (row: R) => string | number
  caption: string
  testId?: string
  rowClass?: (row: R) => string | undefined
}) {
  return (
    <table className="wtable" data-testid={testId}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.key} scope="col" className={c.numeric ? 'is-num' : undefined}>
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={rowKey(r)} className={rowClass?.(r)}>
            {columns.map((c) => (
              <td key={c.key} data-label={c.label} className={[c.numeric ? 'is-num' : '', c.className ?? ''].join(' ').trim() || undefined}>
                {c.cell(r)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** A request status as a coloured pill (`wallet.status.*`). */
export function StatusPill({ status, label }: { status: string; label: string }) {
  const tone =
    status === 'PENDING' || status === 'PAYING'
      ? 'pending'
      : status === 'APPROVED'
        ? 'action'
        : status === 'REJECTED' || status === 'NOT_RECEIVED' || status === 'PAYOUT_FAILED'
          ? 'bad'
          : status === 'PARTLY_RECEIVED'
            ? 'warn'
            : 'ok'
  return (
    <span className={`wpill wpill--${tone}`} data-status={status}>
      {label}
    </span>
  )
}

/** The empty state of a list. */
export function EmptyList({ text, hint, children }: { text: string; hint?: string; children?: ReactNode }) {
  return (
    <div className="wempty wempty--list">
      <p className="wempty__title">{text}</p>
      {hint ? <p className="wempty__text">{hint}</p> : null}
      {children}
    </div>
  )
}

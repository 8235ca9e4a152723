/**
 * The look of a count badge (the header inbox, the member centre's menu, the promotions entry):
 * nothing at 0, "99+" above 99, the count in words for screen readers (`srLabel` holds `{{count}}`).
 * A plain component: the islands that keep a count (LiveCount, InboxCount) render it.
 */
import { fill } from './form-kit'

export function CountBadge({ count, srLabel, className, testId }: { count: number; srLabel: string; className: string; testId?: string }) {
  if (count <= 0) return null
  return (
    <span className={className} data-testid={testId}>
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{fill(srLabel, { count })}</span>
    </span>
  )
}

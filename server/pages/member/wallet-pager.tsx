/**
 * The previous/next pager under a member-centre list (account record, inbox): the total, "page n
 * of m" and links to the neighbouring pages, which are plain links, so the URL holds the page.
 */
export interface PagerProps {
  /** The nav's accessible name. */
  label: string
  /** e.g. "24 transactions". */
  count: string
  /** e.g. "Page 2 of 3". */
  now: string
  pageNum: number
  totalPages: number
  hrefOf: (page: number) => string
  labels: { prev: string; next: string }
  testIds?: { count?: string; page?: string }
}

export function WalletPager({ label, count, now, pageNum, totalPages, hrefOf, labels, testIds = {} }: PagerProps) {
  return (
    <nav className="wpager" aria-label={label}>
      <span className="wpager__count" data-testid={testIds.count}>
        {count}
      </span>
      <span className="wpager__pages">
        {pageNum > 1 ? (
          <a className="btn btn--ghost wpager__btn" href={hrefOf(pageNum - 1)} rel="prev">
            {labels.prev}
          </a>
        ) : (
          <span className="btn btn--ghost wpager__btn is-disabled" aria-disabled="true">
            {labels.prev}
          </span>
        )}
        <span className="wpager__now" aria-current="page" data-testid={testIds.page}>
          {now}
        </span>
        {pageNum < totalPages ? (
          <a className="btn btn--ghost wpager__btn" href={hrefOf(pageNum + 1)} rel="next">
            {labels.next}
          </a>
        ) : (
          <span className="btn btn--ghost wpager__btn is-disabled" aria-disabled="true">
            {labels.next}
          </span>
        )}
      </span>
    </nav>
  )
}

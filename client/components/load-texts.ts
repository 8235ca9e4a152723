/**
 * Texts an island fetches instead of receiving them in the page (decision 0058), in a module of its
 * own so that only the on-demand code that imports it (the account dialog) carries it, never the
 * first load.
 */
import type { Texts } from './texts'

const fetched = new Map<string, Promise<Texts>>()

/**
 * The texts at `url` (server/pages/shared/island-texts.ts: `/texts/<set>?lang=…&v=…`, decision 0058),
 * fetched once per URL and shared by every caller; for an island that loads on demand and reads its
 * texts with React's `use` when it first renders. A failed fetch (offline, an error answer) rejects
 * and is tried again by the next call.
 */
export function loadTexts(url: string): Promise<Texts> {
  let texts = fetched.get(url)
  if (!texts) {
    texts = fetch(url, { credentials: 'omit' }).then((res) => {
      if (!res.ok) throw new Error(`texts ${url}: ${res.status}`)
      return res.json() as Promise<Texts>
    })
    fetched.set(url, texts)
    // Marked the way React's `use` reads a settled promise, so a dialog opened after the fetch renders at once.
    const marked = texts as Promise<Texts> & { status?: string; value?: Texts }
    texts.then(
      (value) => Object.assign(marked, { status: 'fulfilled', value }),
      () => fetched.delete(url),
    )
  }
  return texts
}

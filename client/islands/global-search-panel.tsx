/**
 * The global search's panel (issue 16, decision 0042), loaded on demand by the header's search button
 * (`GlobalSearch`, client/islands/global-search.tsx) the first time it is wanted: a modal dialog at the
 * top of the screen that searches every category, provider and game title at once — categories and
 * providers by name in the browser (providers from GCSGAME_newGameVendor, fetched once), titles
 * through GCSGAME_gameList of each list type with `gameName` (debounced, TIMING.searchDebounceMs).
 * Arrows move through the results, Enter opens one (games launch through the launcher island like
 * tiles), Esc closes. It opens when mounted and again each time `opens` grows.
 */
import { useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type ReactNode } from 'react'
import { GAME_TYPE_PATH, LIST_GAME_TYPES, TIMING, type GameType } from '../../shared/constants'
import type { GameCard, VendorLane } from '../../shared/schemas/game'
import { Icon } from '../components/icon'
import { useDebounced } from '../components/use-debounced'
import { api, call } from '../api'
import { fill } from '../components/texts'
import type { GlobalSearchProps, SearchCategory } from './global-search'

/** Fewest characters that start a search. */
const MIN_QUERY = 2
/** Games shown per list type, and in all. */
const GAMES_PER_TYPE = 6
const GAMES_SHOWN = 12

type Found = { categories: SearchCategory[]; vendors: { vassalage: string; name: string; gameType: string; href: string; image: string }[]; games: GameCard[] }
type Phase = { kind: 'idle' } | { kind: 'loading' } | { kind: 'done'; query: string; found: Found } | { kind: 'failed' }

let vendorLanes: Promise<VendorLane[] | null> | null = null
/** The providers of every game type, fetched once per page load (the gateway caches them per content version). */
function lanesOnce(language: string): Promise<VendorLane[] | null> {
  vendorLanes ??= call(api.games.GCSGAME_newGameVendor.$get({ query: { language } })).then((res) => {
    if (res.success && res.value) return res.value.lanes
    vendorLanes = null // a failed fetch is tried again by the next search
    return null
  })
  return vendorLanes
}

/** Where a provider goes: its game list for list types, else its game type's page (spec §2 nav click rule). */
function vendorHref(gameType: string, vassalage: string): string {
  const path = GAME_TYPE_PATH[gameType as GameType] ?? '/'
  return (LIST_GAME_TYPES as readonly string[]).includes(gameType) ? `${path}?vassalage=${encodeURIComponent(vassalage)}` : path
}

async function search(query: string, categories: SearchCategory[], language: string): Promise<Found | null> {
  const q = query.toLowerCase()
  const listTypes = categories.filter((c) => (LIST_GAME_TYPES as readonly string[]).includes(c.key)).map((c) => c.key)
  const [lanes, ...pages] = await Promise.all([
    lanesOnce(language),
    ...listTypes.map((gameType) => call(api.games.GCSGAME_gameList.$get({ query: { gameType, gameName: query, pageNo: '1', pageSize: String(GAMES_PER_TYPE), language } }))),
  ])
  if (!lanes && pages.every((p) => !p.success)) return null
  const vendors = (lanes ?? []).flatMap((lane) =>
    lane.cards
      .filter((v) => v.name.toLowerCase().includes(q) || v.vassalage.toLowerCase().includes(q))
      .map((v) => ({ vassalage: v.vassalage, name: v.name, gameType: lane.gameType, href: vendorHref(lane.gameType, v.vassalage), image: v.images.default.color })),
  )
  const games = pages.flatMap((p) => (p.success && p.value ? p.value.games : [])).slice(0, GAMES_SHOWN)
  return { categories: categories.filter((c) => c.label.toLowerCase().includes(q) || c.key.toLowerCase().includes(q)), vendors: vendors.slice(0, 8), games }
}

/**
 * The search dialog (see the module comment); the shell's props plus `opens`, a count of the times
 * the button or the `/` key asked for it: it opens on mount and each time the count grows.
 */
export default function GlobalSearchPanel({ categories, labels, launchHref, imageBase, language, opens }: GlobalSearchProps & { opens: number }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const results = useRef<HTMLDivElement>(null)
  const [value, setValue] = useState('')
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' })
  const seq = useRef(0)

  const run = async (raw: string) => {
    const query = raw.trim()
    const mine = ++seq.current
    if (query.length < MIN_QUERY) return setPhase({ kind: 'idle' })
    setPhase({ kind: 'loading' })
    const found = await search(query, categories, language)
    if (mine !== seq.current) return
    setPhase(found ? { kind: 'done', query, found } : { kind: 'failed' })
  }
  const debounced = useDebounced(run, TIMING.searchDebounceMs)

  // Kept in the page once loaded, even while closed: a result's click may be replayed by the launcher
  // once it has loaded (client/islands/play/launcher.tsx), which needs the link still in the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `opens` is the trigger (one more request to open), not a value the effect reads
  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal()
    requestAnimationFrame(() => input.current?.select())
  }, [opens])
  const hide = () => dialog.current?.close()

  const links = () => Array.from(results.current?.querySelectorAll<HTMLAnchorElement>('a.gsearch__item') ?? [])
  const onKeyDown = (e: ReactKeyboardEvent) => {
    // Esc closes at once (a search field would first only clear itself).
    if (e.key === 'Escape') {
      e.preventDefault()
      return hide()
    }
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return
    const all = links()
    if (all.length === 0) return
    e.preventDefault()
    const at = all.indexOf(document.activeElement as HTMLAnchorElement)
    const next = e.key === 'ArrowDown' ? (at < 0 ? 0 : Math.min(at + 1, all.length - 1)) : at - 1
    if (next < 0) input.current?.focus()
    else all[next].focus()
  }
  const onEnterInField = (e: ReactKeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return
    e.preventDefault()
    debounced.cancel()
    const first = links()[0]
    if (first && phase.kind === 'done' && phase.query === value.trim()) first.click()
    else void run(value)
  }

  const found = phase.kind === 'done' ? phase.found : null
  const labelOf = (gameType: string) => categories.find((c) => c.key === gameType)?.label ?? ''
  const empty = found && found.categories.length + found.vendors.length + found.games.length === 0
  return (
    <dialog
      ref={dialog}
      className="gsearch"
      aria-label={labels.title}
      onClick={(e) => {
        if (e.target === dialog.current) hide()
        else if ((e.target as Element).closest('a')) hide()
      }}
      onKeyDown={onKeyDown}
    >
      <div className="gsearch__panel">
        {/* biome-ignore lint/a11y/useSemanticElements: the search role sits on the form itself (it owns the submit handler); a <search> wrapper would add a box around it */}
        <form className="gsearch__bar" role="search" onSubmit={(e) => e.preventDefault()}>
          <Icon name="search" size={20} />
          <input
            ref={input}
            type="search"
            className="gsearch__input"
            value={value}
            placeholder={labels.placeholder}
            aria-label={labels.label}
            aria-controls="gsearch-results"
            maxLength={60}
            autoComplete="off"
            enterKeyHint="search"
            onKeyDown={onEnterInField}
            onChange={(e) => {
              setValue(e.target.value)
              debounced.schedule(e.target.value)
            }}
          />
          <button type="button" className="icon-btn gsearch__close" onClick={hide} aria-label={labels.close}>
            <Icon name="close" size={18} />
          </button>
        </form>
        <div className="gsearch__results" id="gsearch-results" ref={results} aria-live="polite" aria-busy={phase.kind === 'loading'}>
          {phase.kind === 'idle' ? <p className="gsearch__note">{labels.hint}</p> : null}
          {phase.kind === 'loading' ? <p className="gsearch__note">{labels.loading}</p> : null}
          {phase.kind === 'failed' ? (
            <p className="gsearch__note form-error" role="alert">
              {labels.failed}
            </p>
          ) : null}
          {empty ? (
            <div className="gsearch__empty" data-testid="search-empty">
              <b>{fill(labels.noResults, { query: phase.kind === 'done' ? phase.query : '' })}</b>
              <span>{labels.noResultsHint}</span>
            </div>
          ) : null}
          {found ? (
            <>
              <ResultGroup
                label={labels.games}
                rows={found.games.map((g) => ({
                  key: g.nodeId,
                  href: launchHref.replace('{nodeId}', encodeURIComponent(g.nodeId)),
                  launch: { 'data-launch': 'game', 'data-node-id': g.nodeId, 'data-name': g.gameName },
                  media: <img src={imageBase + g.iconUrl} alt="" width={44} height={44} loading="lazy" decoding="async" />,
                  name: g.gameName,
                  meta: labelOf(g.gameType),
                }))}
              />
              <ResultGroup
                label={labels.vendors}
                rows={found.vendors.map((v) => ({
                  key: `${v.gameType}:${v.vassalage}`,
                  href: v.href,
                  media: <img className="gsearch__logo" src={v.image} alt="" width={56} height={22} loading="lazy" />,
                  name: v.name,
                  meta: labelOf(v.gameType),
                }))}
              />
              <ResultGroup
                label={labels.categories}
                rows={found.categories.map((c) => ({ key: c.key, href: c.href, media: <Icon name={c.key} size={22} className="gsearch__icon" />, name: c.label }))}
              />
            </>
          ) : null}
        </div>
      </div>
    </dialog>
  )
}

/** One row of search results: a link with its picture, name and (optional) category. */
interface ResultRow {
  key: string
  href: string
  /** data-* attributes for the launcher island (games). */
  launch?: Record<string, string>
  media: ReactNode
  name: string
  meta?: string
}

/** A titled group of results (games, providers or categories); nothing when it is empty. */
function ResultGroup({ label, rows }: { label: string; rows: ResultRow[] }) {
  if (rows.length === 0) return null
  return (
    <section className="gsearch__group" aria-label={label}>
      <h2 className="gsearch__heading">{label}</h2>
      <ul className="gsearch__list">
        {rows.map((r) => (
          <li key={r.key}>
            <a className="gsearch__item" href={r.href} {...r.launch}>
              {r.media}
              <span className="gsearch__name">{r.name}</span>
              {r.meta ? <span className="gsearch__meta">{r.meta}</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}

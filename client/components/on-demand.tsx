/**
 * Dialogs that load on first use (issue 16, decision 0039). A dialog mounted by the layout on every
 * page (account dialogs, feedback) costs the first load nothing until it is wanted: `onDemand`
 * returns a small island that renders nothing and only listens — a click on an opener (`selector`,
 * capture phase, so the server-rendered link does not navigate), the window event `event`, or
 * `openOnMount(props)` (a page that opens the dialog by itself, e.g. /login). Then it imports the
 * real component and renders it with `trigger` saying what asked for it; from then on the real
 * component's own listeners handle every opening. Pointing at or focusing an opener imports the code
 * ahead (and calls `onIntent`), so the dialog is usually there by the time of the click.
 * @example export const FeedbackDialog = onDemand<FeedbackDialogProps>(() => import('./feedback-form'), { selector: '[data-feedback-open]', event: 'feedback:open' })
 */
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react'

/** What asked for the dialog first: a click on an opener, the window event (its `detail`), or the page itself. */
export type OnDemandTrigger = { kind: 'click'; opener: Element } | { kind: 'event'; detail: unknown } | { kind: 'mount' }

export interface OnDemandOptions<P> {
  /** CSS selector of the elements whose click opens the dialog. */
  selector: string
  /** A window event that opens it (from another island). */
  event?: string
  /** True when the page opens the dialog without a click (checked on mount and on every new props). */
  openOnMount?: (props: P) => boolean
  /** Also called when the pointer or focus reaches an opener (e.g. to load the view it opens). */
  onIntent?: (opener: Element) => void
  /** An element matching `selector` that this says no to is left alone (its click does what it did). */
  accepts?: (opener: Element) => boolean
}

/**
 * An island rendering `load()`'s default export on demand (see the module comment). The loaded
 * component receives the same props plus `trigger`.
 */
export function onDemand<P extends object>(load: () => Promise<{ default: ComponentType<P & { trigger: OnDemandTrigger }> }>, options: OnDemandOptions<P>): ComponentType<P> {
  const { selector, event, openOnMount, onIntent, accepts = () => true } = options
  let loading: ReturnType<typeof load> | null = null
  const loadOnce = () => {
    loading ??= load()
    // A failed import (offline) is tried again on the next intent.
    loading.catch(() => {
      loading = null
    })
    return loading
  }
  const Loaded = lazy(loadOnce)
  // biome-ignore lint/correctness/noComponentHookFactories: the factory runs once per island at module level (never during a render), so each island keeps one stable component
  function OnDemand(props: P) {
    const [trigger, setTrigger] = useState<OnDemandTrigger | null>(null)
    const opensByItself = openOnMount?.(props) ?? false
    useEffect(() => {
      if (opensByItself) setTrigger((t) => t ?? { kind: 'mount' })
    }, [opensByItself])
    useEffect(() => {
      if (trigger) return
      const opener = (e: Event) => {
        const el = (e.target as Element | null)?.closest?.(selector) ?? null
        return el && accepts(el) ? el : null
      }
      const onClick = (e: MouseEvent) => {
        if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
        const el = opener(e)
        if (!el) return
        e.preventDefault()
        setTrigger({ kind: 'click', opener: el })
      }
      const onPointer = (e: Event) => {
        const el = opener(e)
        if (!el) return
        void loadOnce().catch(() => {})
        onIntent?.(el)
      }
      const onEvent = (e: Event) => setTrigger({ kind: 'event', detail: (e as CustomEvent).detail })
      addEventListener('click', onClick, true)
      document.addEventListener('pointerover', onPointer, { passive: true })
      document.addEventListener('focusin', onPointer)
      if (event) addEventListener(event, onEvent)
      return () => {
        removeEventListener('click', onClick, true)
        document.removeEventListener('pointerover', onPointer)
        document.removeEventListener('focusin', onPointer)
        if (event) removeEventListener(event, onEvent)
      }
    }, [trigger])
    return trigger ? (
      <Suspense fallback={null}>
        <Loaded {...props} trigger={trigger} />
      </Suspense>
    ) : null
  }
  return OnDemand
}

'use client'
/**
 * The feedback modal island (spec §2 footer "feedback modal", §3 Feedback), mounted once by the
 * layout. Until it is wanted it only listens (issue 16, decision 0039): a click on an element with
 * `data-feedback-open` or the window event `feedback:open` loads the form (feedback-modal.tsx, with
 * its schema and captcha) and opens it; pointing at or focusing an opener loads it ahead.
 */
import { onDemand } from '../../components/on-demand'
import type { Texts } from '../../components/form-kit'

export interface FeedbackDialogProps {
  /** Type codes in the modal's order (spec §3: 1, 2, 3, 4, 6, 0). */
  types: readonly number[]
  limits: { min: number; max: number }
  /** A signed-in member sends as its account; a visitor may type a username. */
  signedIn: boolean
  /** comms.feedback.* (full keys). */
  texts: Texts
}

/** The feedback modal (see the module comment); renders nothing until it is opened. */
export const FeedbackDialog = onDemand<FeedbackDialogProps>(() => import('./feedback-modal'), { selector: '[data-feedback-open]', event: 'feedback:open' })

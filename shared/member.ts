/** Member types of spec §3: agents 1, 2, 41, 42; trial 4; everyone else is a plain member (0). */
export const MEMBER_TYPE = { member: 0, trial: 4 } as const
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42]
export const TRIAL_TYPES: readonly number[] = [4]

export const isAgent = (type: number) => AGENT_TYPES.includes(type)
export const isTrial = (type: number) => TRIAL_TYPES.includes(type)

/**
 * Who is looking at a page, as far as a shared render may know (decision 0038): a visitor, a trial
 * account, a member or an agent. Pages shared through the render cache are rendered once per class;
 * what belongs to one member comes from the member summary call.
 */
export type ViewerClass = 'guest' | 'trial' | 'member' | 'agent'

/** The class of a signed-in account (`isTrial`/`isAgent` of its member info), or `guest` for null. */
export function viewerClassOf(m: { isTrial: boolean; isAgent: boolean } | null): ViewerClass {
  return !m ? 'guest' : m.isTrial ? 'trial' : m.isAgent ? 'agent' : 'member'
}

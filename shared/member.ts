/** Member types of spec §3: agents 1, 2, 41, 42; trial 4; everyone else is a plain member (0). */
export const MEMBER_TYPE = { member: 0, trial: 4 } as const
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42]
export const TRIAL_TYPES: readonly number[] = [4]

export const isAgent = (type: number) => AGENT_TYPES.includes(type)
export const isTrial = (type: number) => TRIAL_TYPES.includes(type)

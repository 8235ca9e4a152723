/**
 * The brand's avatars a member chooses from (`/wps/member/info/icon`; spec §7 member icon, §8 image
 * load failure: default avatar). Each id is served as generated art at `/img/avatar/<id>.svg`; a
 * member without a choice (or with an id no longer offered) shows the default avatar.
 */
export const AVATAR_IDS = ['a01', 'a02', 'a03', 'a04', 'a05', 'a06', 'a07', 'a08', 'a09', 'a10', 'a11', 'a12'] as const
export type AvatarId = (typeof AVATAR_IDS)[number]

/** The default avatar (spec §8). */
export const DEFAULT_AVATAR_URL = '/img/default/avatar.svg'

/** The image address of a stored avatar choice; the default for none or an unknown id. */
export function avatarUrl(avatar: string | null | undefined): string {
  return avatar && (AVATAR_IDS as readonly string[]).includes(avatar) ? `/img/avatar/${avatar}.svg` : DEFAULT_AVATAR_URL
}

/**
 * What the game launcher handles a click on (spec §2 "Game tile"): game tiles and launching vendor
 * cards. Shared by the launcher island (launcher.tsx) and the launcher it loads (game-launcher.tsx).
 */

/** Game tiles and vendor cards that launch. */
export const LAUNCH_SELECTOR = 'a.tile[data-node-id], [data-launch]'

/** A matching element launches something: a vendor card's game list, or a game by its node id. */
export const launches = (el: Element): boolean => (el as HTMLElement).dataset.launch === 'vendor' || !!(el as HTMLElement).dataset.nodeId

'use client'
/**
 * The in-house vendor's (BGS) provably fair games, rendered by the /play/BGS/<gameCode> page inside
 * the game frame. Talks only to its vendor server (POST /vendors/inhouse/…) with the launch token.
 * @see DESIGN §5 "In-house vendor"; issue 5
 */

/** What the /play page passes: the launch token and the game it names. */
export interface InhouseGameProps {
  token: string
  gameCode: string
  /** The catalogue classification (DICE, CRASH, MINES, PLINKO, SLOT, KENO, …). */
  classification: string
  language: string
  currencySymbol: string
}

export function InhouseGame(props: InhouseGameProps) {
  return <div className="ih" data-game={props.gameCode} aria-busy="true" />
}

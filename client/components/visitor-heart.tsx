/**
 * A visitor's favourite heart on a game tile (spec §4 "Favourite toggle", §5 protected actions): the
 * same button as a member's (favourite-toggle.tsx, off), but plain markup with no island behind it —
 * its click opens the login popup through the account dialogs' `data-auth-open` openers
 * (client/islands/auth/auth-dialogs.tsx), so a visitor's page hydrates and loads nothing for its
 * hearts (issue 16, decision 0039). `label`: the "add {{name}} to favourites" text (its one placeholder
 * filled here, without the i18n formatter: the rails that render hearts in the browser do not load it).
 */
export function VisitorHeart({ nodeId, gameName, label }: { nodeId: string; gameName: string; label: string }) {
  return <button type="button" className="fav-toggle" aria-pressed={false} aria-label={label.replaceAll('{{name}}', gameName)} data-fav-node={nodeId} data-auth-open="login"></button>
}

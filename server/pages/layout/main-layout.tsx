/**
 * The lobby layout (spec §2): side menu, header, content, footer and scroll-to-top. The game
 * variant (/seamless, /lottery) hides the side menu and the footer. Both carry the phone tab bar
 * (issue 16), so a game page always has a way home.
 */
import type { ReactNode } from 'react'
import type { PageContext } from '../context'
import { SideMenu } from './side-menu'
import { Header } from './header'
import { Footer } from './footer'
import { TabBar } from './tab-bar'
import { navItems } from '../shared/nav'
import { AppShell } from '../../../client/islands/app-shell'
import { ScrollTop } from '../../../client/islands/scroll-top'
import { CONTENT_MARKER, FRAMED_ATTR } from '../../../shared/frame'
import { AuthMount } from './auth-mount'
import { LauncherMount } from '../play/launcher-mount'
import { CommsMount } from './comms-mount'
import { LiveEventsMount } from './live-events-mount'

export function MainLayout({ ctx, variant, children }: { ctx: PageContext; variant: 'main' | 'game'; children: ReactNode }) {
  const lanes = ctx.platform.vendors.lanes()
  const items = navItems(ctx, lanes)
  return (
    <AppShell variant={variant} closeLabel={ctx.t('help.close')}>
      <a className="skip-link" href="#content">
        {ctx.t('header.skip')}
      </a>
      {variant === 'main' ? <SideMenu ctx={ctx} items={items} /> : null}
      <div className="app__main">
        <Header ctx={ctx} items={items} showMenuButton={variant === 'main'} />
        {ctx.frame ? (
          // The frame's place for the content (decision 0064): the marker server/rsc/frame.ts replaces; in the browser a root of its own
          // lives inside, and the frame's root leaves it alone (React neither hydrates nor rewrites an unchanged dangerouslySetInnerHTML).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant, an HTML comment
          <main id="content" className="content" {...{ [FRAMED_ATTR]: '' }} dangerouslySetInnerHTML={{ __html: CONTENT_MARKER }} />
        ) : (
          <main id="content" className="content">
            {children}
          </main>
        )}
        {variant === 'main' ? <Footer ctx={ctx} lanes={lanes} /> : null}
      </div>
      <TabBar ctx={ctx} />
      <ScrollTop label={ctx.t('footer.scrollTop')} />
      <AuthMount ctx={ctx} />
      <LauncherMount ctx={ctx} />
      <CommsMount ctx={ctx} />
      <LiveEventsMount ctx={ctx} />
    </AppShell>
  )
}

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
import { ErrorBoundary } from '../../../client/islands/error-boundary'
import { AuthMount } from './auth-mount'
import { LauncherMount } from '../play/launcher-mount'
import { CommsMount } from './comms-mount'
import { LiveEventsMount } from './live-events-mount'

export function MainLayout({ ctx, variant, children }: { ctx: PageContext; variant: 'main' | 'game'; children: ReactNode }) {
  const lanes = ctx.platform.vendors.lanes()
  const items = navItems(ctx, lanes)
  const errorLabels = { title: ctx.t('system.errorTitle'), text: ctx.t('system.errorText'), retry: ctx.t('system.retry') }
  return (
    <AppShell variant={variant} closeLabel={ctx.t('help.close')}>
      <a className="skip-link" href="#content">
        {ctx.t('header.skip')}
      </a>
      {variant === 'main' ? <SideMenu ctx={ctx} items={items} /> : null}
      <div className="app__main">
        <Header ctx={ctx} items={items} showMenuButton={variant === 'main'} />
        <main id="content" className="content">
          <ErrorBoundary labels={errorLabels} resetKey={ctx.url.pathname + ctx.url.search}>
            {children}
          </ErrorBoundary>
        </main>
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

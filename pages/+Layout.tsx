import '@mantine/core/styles/baseline.css'
import '../components/theme/theme-variables.css'
import '@mantine/core/styles/global.css'
import './global.css'
import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { consentLayerIsland, consentSettingsIsland } from '../consent/ConsentLayer/index.ts'
import { SiteFooter } from '../components/SiteFooter/index.ts'
import { siteHeaderIsland } from '../components/SiteHeader/index.ts'
import { Island } from '../islands/Island.tsx'
import { BootScript } from '../islands/BootScript.tsx'
import { messages } from '../site/messages.ts'
import { LAYOUT_IDS } from '../site/layoutIds.ts'
import { WEB_VITALS_MODULE } from '../consent/measurement/webVitalsConfig.ts'

/** The footer's consent settings button, an island of its own. */
function SettingsButtonIsland({ className }: { className?: string }) {
  return <Island {...consentSettingsIsland} props={{ className }} as="span" />
}

// Server only: a visitor's page is HTML; only its islands (the header, the consent layer, the
// footer's settings button and the interactive sections) come to life in the browser, each on its own.
export default function Layout({ children }: { children: ReactNode }) {
  const { urlPathname, config } = usePageContext()
  if (config.siteShell === false) return children
  return (
    <>
      <a className="skip-link" href={`#${LAYOUT_IDS.main}`}>
        {messages.shell.skipToContent}
      </a>
      <Island {...consentLayerIsland} props={{}} />
      <Island {...siteHeaderIsland} props={{ urlPathname }} />
      <main id={LAYOUT_IDS.main} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter SettingsButton={SettingsButtonIsland} />
      {/* Whether the build measures real visitors' speed is its constant (content/vitePluginSite.ts), not a call into that plugin: the studio's editor renders this layout in the browser. */}
      <BootScript speedModule={__WEB_VITALS_ENDPOINT__ === null ? undefined : WEB_VITALS_MODULE} />
    </>
  )
}

import '@mantine/core/styles/baseline.css'
import '../components/theme/theme-variables.css'
import '@mantine/core/styles/global.css'
import './global.css'
import type { ReactNode } from 'react'
import { ErrorBoundary } from 'react-error-boundary'
import { usePageContext } from 'vike-react/usePageContext'
import { ConsentLayer, ConsentSettingsButton } from '../consent/ConsentLayer/index.ts'
import { ErrorFallback } from '../components/ErrorFallback/index.ts'
import { SiteFooter } from '../components/SiteFooter/index.ts'
import { SiteHeader } from '../components/SiteHeader/index.ts'
import { messages } from '../site/messages.ts'

export default function Layout({ children }: { children: ReactNode }) {
  const { urlPathname, config } = usePageContext()
  if (config.siteShell === false) return children
  return (
    <>
      <a className="skip-link" href="#main">
        {messages.shell.skipToContent}
      </a>
      <ConsentLayer />
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <ErrorBoundary FallbackComponent={ErrorFallback} resetKeys={[urlPathname]}>
          {children}
        </ErrorBoundary>
      </main>
      <SiteFooter SettingsButton={ConsentSettingsButton} />
    </>
  )
}

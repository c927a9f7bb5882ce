import '@mantine/core/styles/baseline.css'
import '@mantine/core/styles/default-css-variables.css'
import '@mantine/core/styles/global.css'
import './global.css'
import { MantineProvider } from '@mantine/core'
import type { ReactNode } from 'react'
import { ErrorBoundary } from 'react-error-boundary'
import { usePageContext } from 'vike-react/usePageContext'
import { ErrorFallback } from '../components/ErrorFallback/index.ts'
import { SiteFooter } from '../components/SiteFooter/index.ts'
import { SiteHeader } from '../components/SiteHeader/index.ts'
import { messages } from '../messages/index.ts'
import { theme } from '../theme/theme.ts'

export default function Layout({ children }: { children: ReactNode }) {
  const { urlPathname } = usePageContext()
  return (
    <MantineProvider theme={theme} forceColorScheme="light">
      <a className="skip-link" href="#main">
        {messages.shell.skipToContent}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <ErrorBoundary FallbackComponent={ErrorFallback} resetKeys={[urlPathname]}>
          {children}
        </ErrorBoundary>
      </main>
      <SiteFooter />
    </MantineProvider>
  )
}

import { MantineProvider } from '@mantine/core'
import type { ReactNode } from 'react'
import { theme } from '../theme/theme.ts'

/**
 * Mantine's context for the parts of a page that use Mantine components. Pages render without a
 * global provider, so only code that needs Mantine pays for it; the theme's CSS variables are
 * already in the page's stylesheet (components/theme/theme-variables.css).
 */
export function MantineScope({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} forceColorScheme="light" withCssVariables={false} withGlobalClasses={false}>
      {children}
    </MantineProvider>
  )
}

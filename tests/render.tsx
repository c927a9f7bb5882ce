import { MantineProvider } from '@mantine/core'
import { render as rtlRender, type RenderOptions } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { theme } from '../theme/theme.ts'

/** Renders a component inside the same Mantine provider the site's layout uses. */
export function render(ui: ReactElement, options?: RenderOptions) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider theme={theme} forceColorScheme="light">
      {children}
    </MantineProvider>
  )
  return rtlRender(ui, { wrapper: Wrapper, ...options })
}

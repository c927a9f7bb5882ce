import { render as rtlRender, type RenderOptions } from '@testing-library/react'
import type { ReactElement } from 'react'

/**
 * Renders a component as the site does: with no Mantine provider around it. A section that uses
 * Mantine components must bring its own scope (components/MantineScope); if it forgets, its tests
 * fail here as the page would in the browser.
 */
export function render(ui: ReactElement, options?: RenderOptions) {
  return rtlRender(ui, options)
}

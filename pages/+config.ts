import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

export default {
  extends: [vikeReact],
  prerender: true,
  lang: 'da',
  // Mantine reads the colour scheme from this attribute; setting it here avoids an inline script.
  htmlAttributes: { 'data-mantine-color-scheme': 'light' },
  passToClient: [],
} satisfies Config

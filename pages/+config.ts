import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

export default {
  extends: [vikeReact],
  // Each page as "om-os.html", so static hosts serve "/om-os" without a redirect (site/pageLayout.ts).
  prerender: { noExtraDir: true },
  lang: 'da',
  // Mantine reads the colour scheme from this attribute; setting it here avoids an inline script.
  htmlAttributes: { 'data-mantine-color-scheme': 'light' },
  passToClient: [],
} satisfies Config

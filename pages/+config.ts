import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

declare global {
  // Vike's own way to type a custom setting: its Config interface lives in the global namespace Vike.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Vike {
    interface Config {
      /** false: the page renders without the site's shell (header, footer, consent layer, the site's head tags). */
      siteShell?: boolean
    }
  }
}

export default {
  extends: [vikeReact],
  // Each page as "om-os.html", so static hosts serve "/om-os" without a redirect (site/pageLayout.ts).
  prerender: { noExtraDir: true },
  // The browser navigates: every link loads its page (prerendered ahead by speculation rules), so
  // Vike writes no page data files and no page loads its router (the studio's pages render in the
  // browser one load at a time).
  clientRouting: false,
  lang: 'da',
  // Mantine reads the colour scheme from this attribute; setting it here avoids an inline script.
  htmlAttributes: { 'data-mantine-color-scheme': 'light' },
  passToClient: [],
  meta: { siteShell: { env: { server: true, client: true } } },
} satisfies Config

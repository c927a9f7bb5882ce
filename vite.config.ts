import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { contentValidation } from './renderer/vitePluginContent.ts'
import { envDir } from './site/buildEnv.ts'
import { siteModule } from './renderer/vitePluginSite.ts'
import { preactInTheBrowser } from './renderer/vitePluginPreact.ts'
import { colourValuesPlugin } from './components/theme/colourValues.ts'
import { STUDIO_BUILD, STUDIO_DIST, STUDIO_PAGES } from './build/studio/buildMode.ts'

/**
 * Everything every page runs once its framework starts (React, Vike's client router, the layout and
 * what the page entries import statically) in one chunk: `$initial` marks the modules an entry
 * reaches through static imports, and their dependencies come along. Left to itself the bundler
 * split that into some 25 files of 0.05-77 KB, each a request the phone handles on its main
 * thread before the first island can answer. The sections stay split, one chunk per type, loaded
 * when a page has them.
 */
const framework = { name: 'framework', tags: ['$initial' as const] }

export default defineConfig(({ command }) => {
  // The marketers' studio (pages/studio/) is served by the dev server and built by `npm run studio`;
  // the site's own build never sees its files (Vike finds no route, no code, nothing to prerender).
  if (command === 'build' && !STUDIO_BUILD) process.env.VIKE_CRAWL = JSON.stringify({ ignore: `${STUDIO_PAGES}/**` })
  return {
    plugins: [preactInTheBrowser(), vike(), react(), contentValidation(), siteModule(), colourValuesPlugin()],
    // The build's settings (.env files) are read from one folder by Vite and by site/buildEnv.ts alike.
    envDir: envDir(),
    css: { modules: { localsConvention: 'camelCaseOnly' } },
    // DIST_DIR builds somewhere else than dist/ (a test builds a second, differently configured site).
    build: { target: 'es2022', outDir: process.env.DIST_DIR ?? (STUDIO_BUILD ? STUDIO_DIST : 'dist') },
    environments: { client: { build: { rolldownOptions: { output: { codeSplitting: { groups: [framework] } } } } } },
  }
})

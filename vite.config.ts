import { createHash } from 'node:crypto'
import { relative } from 'node:path'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { contentValidation } from './content/vitePluginContent.ts'
import { envDir } from './site/buildEnv.ts'
import { measures, measuresSpeed, siteModule } from './content/vitePluginSite.ts'
import { TAG_RUNTIME } from './consent/measurement/runtimeConfig.ts'
import { WEB_VITALS_MODULE } from './consent/measurement/webVitalsConfig.ts'
import { inlineScripts } from './head/vitePluginInlineScripts.ts'
import { colourValuesPlugin } from './components/theme/colourValues.ts'
import { editorApi, takeEditorWrite } from './studio/editor/vitePluginEditorApi.ts'
import { STUDIO_BUILD, STUDIO_DIST, STUDIO_PAGES } from './studio/buildMode.ts'
import { islandChunks } from './islands/vitePluginIslands.ts'

/**
 * A CSS module's class name in the build: `_` and six characters of a hash of its file and name.
 * Every page's HTML and inline CSS carry these names many times; Vite's default (`_frame_1vg34_1`)
 * made the home page's HTML 1.8 KB larger in brotli. The dev server keeps the readable default.
 */
const shortClassName = (name: string, file: string) =>
  `_${createHash('sha256')
    .update(`${relative(process.cwd(), file)}:${name}`)
    .digest('base64url')
    .slice(0, 6)}`

const islands = islandChunks({
  classMapsWithComponents: !STUDIO_BUILD,
  // The tags' runtime where a measurement tag is configured, the speed measurement where the build measures it.
  otherModules: () => [...(measures() ? [TAG_RUNTIME] : []), ...(measuresSpeed() ? [WEB_VITALS_MODULE] : [])],
})

export default defineConfig(({ command }) => {
  // The marketers' studio (pages/studio/) is served by the dev server and built by `npm run studio`;
  // the site's own build never sees its files (Vike finds no route, no code, nothing to prerender).
  if (command === 'build' && !STUDIO_BUILD) process.env.VIKE_CRAWL = JSON.stringify({ ignore: `${STUDIO_PAGES}/**` })
  // DIST_DIR builds somewhere else than dist/ (a test builds a second, differently configured site).
  const distDir = process.env.DIST_DIR ?? (STUDIO_BUILD ? STUDIO_DIST : 'dist')
  return {
    plugins: [
      vike(),
      react(),
      contentValidation({ keepsPage: takeEditorWrite }),
      siteModule(),
      colourValuesPlugin(),
      inlineScripts({ distDir }),
      editorApi(),
      ...islands.plugins,
    ],
    // The build's settings (.env files) are read from one folder by Vite and by site/buildEnv.ts alike.
    envDir: envDir(),
    css: { modules: { localsConvention: 'camelCaseOnly', ...(command === 'build' && { generateScopedName: shortClassName }) } },
    build: { target: 'es2022', outDir: distDir },
    environments: { client: { build: { rolldownOptions: { output: { codeSplitting: islands.codeSplitting } } } } },
  }
})

import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { contentValidation } from './renderer/vitePluginContent.ts'
import { envDir } from './site/buildEnv.ts'
import { siteModule } from './renderer/vitePluginSite.ts'
import { colourValuesPlugin } from './components/theme/colourValues.ts'

export default defineConfig({
  plugins: [vike(), react(), contentValidation(), siteModule(), colourValuesPlugin()],
  // The build's settings (.env files) are read from one folder by Vite and by site/buildEnv.ts alike.
  envDir: envDir(),
  css: { modules: { localsConvention: 'camelCaseOnly' } },
  // DIST_DIR builds somewhere else than dist/ (a test builds a second, differently configured site).
  build: { target: 'es2022', outDir: process.env.DIST_DIR ?? 'dist' },
})

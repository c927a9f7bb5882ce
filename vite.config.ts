import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { contentValidation } from './renderer/vitePluginContent.ts'

export default defineConfig({
  plugins: [vike(), react(), contentValidation()],
  css: { modules: { localsConvention: 'camelCaseOnly' } },
  build: { target: 'es2022' },
})

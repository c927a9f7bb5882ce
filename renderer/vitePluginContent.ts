import type { Plugin, ViteDevServer } from 'vite'
import { checkContent } from './checkContent.ts'
import { ContentError } from './contentIssues.ts'

function reportInDevServer(server: ViteDevServer) {
  try {
    checkContent(server.config.root)
  } catch (error) {
    if (!(error instanceof ContentError)) throw error
    server.config.logger.error(error.message, { timestamp: true })
    server.ws.send({ type: 'error', err: { message: error.message, stack: '' } })
  }
}

/** Validates all content when the dev server starts, after every content edit, and at the start of a build. */
export function contentValidation(): Plugin {
  return {
    name: 'content-validation',
    buildStart() {
      if (this.environment?.mode === 'dev') return
      try {
        checkContent()
      } catch (error) {
        if (error instanceof ContentError) this.error(error.message)
        throw error
      }
    },
    configureServer(server) {
      reportInDevServer(server)
      server.watcher.on('change', (file) => {
        if (/[\\/]data[\\/].*\.(json|md)$/.test(file)) reportInDevServer(server)
      })
    },
  }
}

import type { Plugin, ViteDevServer } from 'vite'
import { ContentError } from './contentIssues.ts'
import { content, reloadContent } from './content.ts'

/** Loads the content again after an edit and reports its problems in the terminal and the browser overlay. */
function reloadInDevServer(server: ViteDevServer, reloadPages = true) {
  try {
    reloadContent()
    if (reloadPages) server.ws.send({ type: 'full-reload' })
  } catch (error) {
    if (!(error instanceof ContentError)) throw error
    server.config.logger.error(error.message, { timestamp: true })
    server.ws.send({ type: 'error', err: { message: error.message, stack: '' } })
  }
}

/** Loads and validates all content when a build starts (failing it with every problem), and in the dev server on start and after each edit. */
export function contentValidation({ keepsPage = (_file: string): boolean => false } = {}): Plugin {
  return {
    name: 'content-validation',
    buildStart() {
      if (this.environment?.mode === 'dev') return
      try {
        content()
      } catch (error) {
        if (error instanceof ContentError) this.error(error.message)
        throw error
      }
    },
    configureServer(server) {
      reloadInDevServer(server)
      server.watcher.on('change', (file) => {
        // `keepsPage`: a file whose writer already shows it (the studio's editor), so open pages keep their state.
        if (/(^|[\\/])data[\\/].*\.(json|md)$/.test(file)) reloadInDevServer(server, !keepsPage(file))
      })
    },
  }
}

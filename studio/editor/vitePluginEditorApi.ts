import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { STUDIO_ROUTE } from '../addresses.ts'
import { handleEditorRequest } from './editorApi.ts'

// The editor's endpoints in the dev server only (`apply: 'serve'`): no build ever has them, so the
// static studio (`npm run studio`) and the site cannot write anything.

const CACHE = Symbol.for('klikvaerk.editorWrites')
const writes = ((globalThis as { [CACHE]?: Set<string> })[CACHE] ??= new Set<string>())

/** Whether the editor itself just wrote this file (its page keeps its state rather than reloading). Forgets it. */
export function takeEditorWrite(file: string): boolean {
  return writes.delete(resolve(file))
}

export function editorApi(): Plugin {
  return {
    name: 'studio-editor-api',
    apply: 'serve',
    configureServer(server) {
      // The host names Vite is told to answer to besides this machine's own (`true`, any name, adds none).
      const { allowedHosts } = server.config.server
      server.middlewares.use((request, response, next) => {
        if (!request.url?.startsWith(`${STUDIO_ROUTE}/api/`)) return next()
        void handleEditorRequest(
          { method: request.method ?? 'GET', path: request.url.split('?')[0]!, headers: request.headers, body: request },
          { allowedHosts: Array.isArray(allowedHosts) ? allowedHosts : [], beforeWrite: (file) => writes.add(resolve(file)) },
        ).then((answer) => {
          response.statusCode = answer.status
          response.setHeader('content-type', 'application/json; charset=utf-8')
          // A refused body is left unread: the connection closes rather than read the rest of it.
          if (answer.status === 413) response.setHeader('connection', 'close')
          response.end(JSON.stringify(answer.body))
        })
      })
    },
  }
}

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
      server.middlewares.use((request, response, next) => {
        if (!request.url?.startsWith(`${STUDIO_ROUTE}/api/`)) return next()
        const chunks: Buffer[] = []
        request.on('data', (chunk: Buffer) => chunks.push(chunk))
        request.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8')
          const answer = handleEditorRequest(
            { method: request.method ?? 'GET', path: request.url!.split('?')[0]!, headers: request.headers, body },
            '.',
            (file) => writes.add(resolve(file)),
          )
          response.statusCode = answer.status
          response.setHeader('content-type', 'application/json; charset=utf-8')
          response.end(JSON.stringify(answer.body))
        })
      })
    },
  }
}

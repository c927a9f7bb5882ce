// `npm run dev` over a temporary copy of the project, so the studio's editor can save without touching
// the repository's files. The copy shares node_modules (a link); the server runs in a process group of
// its own, stopped as a whole.
import type { ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve, sep } from 'node:path'
import { spawnGroup, stopGroup } from '../processGroup.ts'

/** The dev server's port, unless another program holds it; E2E_EDITOR_PORT moves it (never the site's 3000, 3999 or 4173). */
export const EDITOR_DEV_PORT = Number(process.env.E2E_EDITOR_PORT ?? 5180)

const LEFT_OUT = new Set(['node_modules', '.git', 'dist', 'dist-studio', 'dist-deployed', 'test-results', 'playwright-report'])

export interface EditorDevServer {
  url: string
  /** The copy's root: its data/pages files are the ones the editor writes. */
  root: string
  stop(): Promise<void>
}

/** How long the dev server may take to start on a busy machine: less than the tests' hook time-out, so it is stopped here, never left running. */
const START_TIMEOUT_MS = 90_000

/**
 * Resolves with the port the dev server listens on, as it prints it: EDITOR_DEV_PORT, or the next
 * free one when another program holds that port.
 */
function ready(child: ChildProcess): Promise<number> {
  let output = ''
  return new Promise((resolveReady, reject) => {
    const timer = setTimeout(() => reject(new Error(`vike dev did not start within ${START_TIMEOUT_MS} ms: ${output}`)), START_TIMEOUT_MS)
    const listen = (chunk: Buffer) => {
      output += chunk.toString()
      // Vite prints the port in bold: its colour codes go before looking.
      const port = /localhost:(\d+)/.exec(output.replace(/\x1b\[[0-9;]*m/g, ''))?.[1]
      if (port === undefined) return
      clearTimeout(timer)
      resolveReady(Number(port))
    }
    child.stdout?.on('data', listen)
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`vike dev exited with ${code}: ${output}`))
    })
  })
}

export async function startEditorDevServer(): Promise<EditorDevServer> {
  const root = mkdtempSync(join(tmpdir(), 'studio-editor-'))
  cpSync('.', root, { recursive: true, filter: (source) => !LEFT_OUT.has(relative('.', source).split(sep)[0]!) })
  symlinkSync(resolve('node_modules'), join(root, 'node_modules'), 'dir')
  const child = spawnGroup(process.execPath, [join(root, 'node_modules/vike/bin.js'), 'dev', '--port', String(EDITOR_DEV_PORT)], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let port: number
  try {
    port = await ready(child)
  } catch (error) {
    await stopGroup(child)
    rmSync(root, { recursive: true, force: true })
    throw error
  }
  return {
    url: `http://localhost:${port}`,
    root,
    async stop() {
      await stopGroup(child)
      rmSync(root, { recursive: true, force: true })
    },
  }
}

// `npm run dev` over a temporary copy of the project, so the studio's editor can save without touching
// the repository's files. The copy shares node_modules (a link); the server runs in a process group of
// its own, stopped as a whole.
import type { ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve, sep } from 'node:path'
import { spawnGroup, stopGroup } from '../processGroup.ts'

/** The dev server's port; E2E_EDITOR_PORT moves it (never the site's 3000, 3999 or 4173). */
export const EDITOR_DEV_PORT = Number(process.env.E2E_EDITOR_PORT ?? 5180)

const LEFT_OUT = new Set(['node_modules', '.git', 'dist', 'dist-studio', 'test-results', 'playwright-report'])

export interface EditorDevServer {
  url: string
  /** The copy's root: its data/pages files are the ones the editor writes. */
  root: string
  stop(): Promise<void>
}

function ready(child: ChildProcess, port: number): Promise<void> {
  let output = ''
  return new Promise((resolveReady, reject) => {
    const listen = (chunk: Buffer) => {
      output += chunk.toString()
      // Vite prints the port in bold: its colour codes go before looking.
      if (output.replace(/\x1b\[[0-9;]*m/g, '').includes(`localhost:${port}`)) resolveReady()
    }
    child.stdout?.on('data', listen)
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('exit', (code) => reject(new Error(`vike dev exited with ${code}: ${output}`)))
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
  try {
    await ready(child, EDITOR_DEV_PORT)
  } catch (error) {
    await stopGroup(child)
    throw error
  }
  return {
    url: `http://localhost:${EDITOR_DEV_PORT}`,
    root,
    async stop() {
      await stopGroup(child)
      rmSync(root, { recursive: true, force: true })
    },
  }
}

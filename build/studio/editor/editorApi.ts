import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import type { IncomingHttpHeaders } from 'node:http'
import { join } from 'node:path'
import { EDITOR_API } from '../addresses.ts'
import { studioMessages } from '../messages.ts'
import { checkEditedPage } from './pageCheck.ts'
import { rewritePageText } from './pageEdits.ts'

// Server only: what the dev server answers the editor. It reads and writes page files under
// data/pages and nothing else, for requests from its own pages only.

const text = studioMessages.editor

/** A page file as the editor names it: "data/pages/…/name.json", no way out of the folder. */
const PAGE_FILE = /^data\/pages\/(?:[a-z0-9-]+\/)*[a-z0-9-]+\.json$/

/** The hash the editor sends back when saving, so a file changed on disk since is not overwritten. */
export const fileHash = (contents: string) => createHash('sha256').update(contents).digest('hex')

export interface ApiRequest {
  method: string
  /** The path the request was sent to. */
  path: string
  headers: IncomingHttpHeaders
  body: string
}

export interface ApiResponse {
  status: number
  body: object
}

const refuse = (status: number, message: string): ApiResponse => ({ status, body: { message } })

/** Whether the browser sent the request from a page of this same server. */
function sameOrigin(headers: IncomingHttpHeaders): boolean {
  const site = headers['sec-fetch-site']
  if (site !== undefined && site !== 'same-origin') return false
  const origin = headers.origin
  return origin !== undefined && headers.host !== undefined && (origin === `http://${headers.host}` || origin === `https://${headers.host}`)
}

interface EditorBody {
  file: string
  page: unknown
  /** The hash of the file as the editor opened it (saving only). */
  hash?: string
}

function parseBody(body: string): EditorBody | undefined {
  try {
    const parsed = JSON.parse(body) as Partial<EditorBody>
    return typeof parsed.file === 'string' && typeof parsed.page === 'object' && parsed.page !== null ? (parsed as EditorBody) : undefined
  } catch {
    return undefined
  }
}

/**
 * Answers one request to the editor's endpoints (addresses.ts EDITOR_API), for content under `root`;
 * `beforeWrite` hears of a page file about to be written.
 */
export function handleEditorRequest(request: ApiRequest, root = '.', beforeWrite: (file: string) => void = () => {}): ApiResponse {
  const action = request.path === EDITOR_API.check ? 'check' : request.path === EDITOR_API.save ? 'save' : undefined
  if (!action) return refuse(404, text.api.unknown)
  if (request.method !== 'POST') return refuse(405, text.api.method)
  if (!sameOrigin(request.headers)) return refuse(403, text.api.crossOrigin)
  const body = parseBody(request.body)
  if (!body) return refuse(400, text.api.badBody)
  if (!PAGE_FILE.test(body.file) || !existsSync(join(root, body.file))) return refuse(400, text.api.notPageFile(body.file))
  const { issues, sections } = checkEditedPage(body.file, body.page, root)
  if (action === 'check') return { status: 200, body: { issues, sections } }
  const onDisk = readFileSync(join(root, body.file), 'utf8')
  if (body.hash !== fileHash(onDisk)) return refuse(409, text.stale(body.file))
  if (issues.length > 0) return { status: 422, body: { message: text.invalid(issues.length), issues } }
  const written = rewritePageText(onDisk, body.page)
  if (written !== onDisk) {
    beforeWrite(join(root, body.file))
    writeFileSync(join(root, body.file), written)
  }
  return { status: 200, body: { hash: fileHash(written), sections } }
}

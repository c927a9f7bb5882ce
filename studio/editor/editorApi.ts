import { createHash, randomUUID } from 'node:crypto'
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import type { IncomingHttpHeaders } from 'node:http'
import { join } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { LOOPBACK } from '../../site/buildEnv.ts'
import { EDITOR_API } from '../addresses.ts'
import { studioMessages } from '../messages.ts'
import { checkEditedPage } from './pageCheck.ts'
import { rewritePageText } from './pageEdits.ts'

// Server only: what the dev server answers the editor. It reads and writes page files under
// data/pages and nothing else, for requests from its own pages on this machine only, and guards itself
// whatever runs in front of it: the host and origin, the body's size, its own faults.

const text = studioMessages.editor

/** A page file as the editor names it: "data/pages/…/name.json", no way out of the folder. */
const PAGE_FILE = /^data\/pages\/(?:[a-z0-9-]+\/)*[a-z0-9-]+\.json$/

/** The largest body the editor's endpoints read (a page is a few kB; the biggest is well under 100 kB). */
export const MAX_BODY_BYTES = 1_000_000

/** The hash the editor sends back when saving, so a file changed on disk since is not overwritten. */
export const fileHash = (contents: string) => createHash('sha256').update(contents).digest('hex')

export interface ApiRequest {
  method: string
  /** The path the request was sent to. */
  path: string
  headers: IncomingHttpHeaders
  /** The body as it arrives (Node's request is one), read only up to MAX_BODY_BYTES. */
  body: AsyncIterable<Uint8Array | string>
}

export interface ApiResponse {
  status: number
  body: object
}

const refuse = (status: number, message: string): ApiResponse => ({ status, body: { message } })

/** The host name of a `Host` header ("localhost:5173" → "localhost", "[::1]:5173" → "[::1]"). */
function hostnameOf(host: string): string | undefined {
  try {
    return new URL(`http://${host}`).hostname
  } catch {
    return undefined
  }
}

/**
 * Whether the browser sent the request from a page of this same server, addressed to this machine by a
 * name it answers to: a page of another site that rebinds its own name to this machine's address
 * (DNS rebinding) sends its own name as `Host` and `Origin` alike, and is refused here.
 */
function fromOwnPage(headers: IncomingHttpHeaders, hostnames: ReadonlySet<string>): boolean {
  const site = headers['sec-fetch-site']
  if (site !== undefined && site !== 'same-origin') return false
  const { host, origin } = headers
  if (host === undefined || origin === undefined) return false
  const hostname = hostnameOf(host)
  if (hostname === undefined || !hostnames.has(hostname)) return false
  return origin === `http://${host}` || origin === `https://${host}`
}

/** The body as text, or undefined when it is longer than `limit` bytes: reading stops there. */
async function readBody(request: ApiRequest, limit: number): Promise<string | undefined> {
  if (Number(request.headers['content-length'] ?? 0) > limit) return undefined
  const chunks: Buffer[] = []
  let size = 0
  // Pulled chunk by chunk and left unfinished past the limit: the rest is never read (nor buffered).
  const iterator = request.body[Symbol.asyncIterator]()
  for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
    const chunk = Buffer.from(next.value)
    size += chunk.length
    if (size > limit) return undefined
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * Writes the text through a temporary file beside the page, renamed into place once it reads back as
 * exactly the page that was checked: a failed or partial write never leaves a broken page file.
 */
function writePage(file: string, written: string, page: unknown): void {
  const temporary = `${file}.${randomUUID()}.tmp`
  try {
    writeFileSync(temporary, written)
    if (!isDeepStrictEqual(JSON.parse(readFileSync(temporary, 'utf8')), page)) throw new Error(`${file}: the text to write does not hold the checked page`)
    renameSync(temporary, file)
  } finally {
    rmSync(temporary, { force: true })
  }
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

export interface EditorApiOptions {
  /** Where the content is (data/pages under it). */
  root?: string
  /** The host names the server answers to besides this machine's own (site/buildEnv.ts LOOPBACK), such as Vite's `server.allowedHosts`. */
  allowedHosts?: readonly string[]
  /** Hears of a page file about to be written. */
  beforeWrite?: (file: string) => void
}

/**
 * Answers one request to the editor's endpoints (addresses.ts EDITOR_API). It never throws: a fault of
 * its own is answered 500 with a message (and logged), so the dev server keeps running.
 */
export async function handleEditorRequest(request: ApiRequest, options: EditorApiOptions = {}): Promise<ApiResponse> {
  try {
    return await answer(request, options)
  } catch (error) {
    console.error('[studio editor]', error)
    return refuse(500, text.api.failed)
  }
}

async function answer(request: ApiRequest, { root = '.', allowedHosts = [], beforeWrite = () => {} }: EditorApiOptions): Promise<ApiResponse> {
  const action = request.path === EDITOR_API.check ? 'check' : request.path === EDITOR_API.save ? 'save' : undefined
  if (!action) return refuse(404, text.api.unknown)
  if (request.method !== 'POST') return refuse(405, text.api.method)
  if (!fromOwnPage(request.headers, new Set([...LOOPBACK, ...allowedHosts]))) return refuse(403, text.api.crossOrigin)
  const raw = await readBody(request, MAX_BODY_BYTES)
  if (raw === undefined) return refuse(413, text.api.tooLarge(MAX_BODY_BYTES))
  const body = parseBody(raw)
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
    writePage(join(root, body.file), written, body.page)
  }
  return { status: 200, body: { hash: fileHash(written), sections } }
}

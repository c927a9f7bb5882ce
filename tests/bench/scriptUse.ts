// Which JavaScript a page ran before the visitor's first interaction, and which it only fetched (ahead,
// for later), told apart through CDP: the Network domain sees every response (a <link rel=prefetch>
// too), and V8's precise coverage (Profiler.startPreciseCoverage with call counts) says whether a
// script's top-level code ran. A script compiled without running (a <link rel=modulepreload> compiles
// the module; so may a streamed one) has a top-level count of 0; Debugger.scriptParsed alone cannot
// tell them apart. Sizes are each file gzipped (level 9, as build/pageBytes.ts and the byte
// budgets count) from the built site when it is there, else the bytes on the wire.
import type { CDPSession } from '@playwright/test'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/** The JavaScript of one load, by the time it was read: gzip bytes, and the files by path. */
export interface ScriptUse {
  /** Run: the inline scripts (gzipped together) and every file whose top-level code ran. */
  run: number
  /** Fetched but not run: fetched ahead (prefetched, or modulepreloaded without being imported). */
  ahead: number
  /** The inline scripts' part of `run`. */
  inline: number
  runFiles: string[]
  aheadFiles: string[]
}

/** A JavaScript response: its address and size. */
export interface FetchedScript {
  url: string
  bytes: number
}

/**
 * Splits what was fetched into run and fetched ahead: a file is run when its address is among `ran`
 * (top-level code ran); a file run without a response seen is counted with sizeOf. Each address once.
 */
export function splitScripts(fetched: FetchedScript[], ran: ReadonlySet<string>, inline: number, sizeOf: (url: string) => number): ScriptUse {
  const sizes = new Map(fetched.map(({ url, bytes }) => [url, bytes]))
  const runFiles = [...ran].sort()
  const aheadFiles = [...sizes.keys()].filter((url) => !ran.has(url)).sort()
  const sum = (urls: string[]) => urls.reduce((total, url) => total + (sizes.get(url) ?? sizeOf(url)), 0)
  const path = (url: string) => new URL(url).pathname
  return { run: inline + sum(runFiles), ahead: sum(aheadFiles), inline, runFiles: runFiles.map(path), aheadFiles: aheadFiles.map(path) }
}

/** Whether a response is JavaScript: by its MIME type, else (no response yet) by its file name. */
export function isJavaScript(url: string, mimeType: string | undefined): boolean {
  if (mimeType) return /javascript|ecmascript/i.test(mimeType)
  return /\.m?js$/.test(new URL(url).pathname)
}

const gzipSizes = new Map<string, number>()

/** The gzip size of a built file (cached: the built files' names carry their content's hash), or undefined when it is not in clientDir. */
function builtGzipSize(clientDir: string, url: string): number | undefined {
  const file = join(clientDir, decodeURIComponent(new URL(url).pathname))
  if (!file.startsWith(clientDir) || !existsSync(file) || !statSync(file).isFile()) return undefined
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(file), { level: 9 }).length)
  return gzipSizes.get(file)
}

/**
 * Starts recording on the page's CDP session (call before navigating): its responses and V8's precise
 * coverage. The function returned reads what the page has run and fetched so far; `inline` is the
 * gzip size of the page's inline scripts (build/pageBytes.ts: they always run).
 */
export async function recordScripts(cdp: CDPSession, clientDir: string): Promise<(inline: number) => Promise<ScriptUse>> {
  const requests = new Map<string, { url: string; mimeType?: string; wireBytes?: number }>()
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => requests.set(requestId, { url: request.url }))
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const request = requests.get(requestId)
    if (request) request.mimeType = response.mimeType
  })
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const request = requests.get(requestId)
    if (request) request.wireBytes = encodedDataLength
  })
  await cdp.send('Network.enable')
  await cdp.send('Profiler.enable')
  // Call counts per function, not per block: enough to see whether a script's top-level code ran.
  await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false })
  return async (inline) => {
    const { result } = await cdp.send('Profiler.takePreciseCoverage')
    // The first function of a script's coverage is its top-level code (a module's runs as a generator: counted 2).
    const ran = result.filter((script) => /^https?:/.test(script.url) && (script.functions[0]?.ranges[0]?.count ?? 0) > 0).map((script) => script.url)
    const mimeTypes = new Map([...requests.values()].map(({ url, mimeType }) => [url, mimeType]))
    const sizeOf = (url: string, wire = 0) => builtGzipSize(clientDir, url) ?? wire
    const fetched = [...requests.values()]
      .filter(({ url, mimeType, wireBytes }) => /^https?:/.test(url) && wireBytes !== undefined && isJavaScript(url, mimeType))
      .map(({ url, wireBytes }) => ({ url, bytes: sizeOf(url, wireBytes) }))
    // The page's own address (an HTML response) ran its inline scripts, which `inline` counts.
    const ranFiles = new Set(ran.filter((url) => isJavaScript(url, mimeTypes.get(url))))
    return splitScripts(fetched, ranFiles, inline, (url) => sizeOf(url))
  }
}

// @vitest-environment node
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { EDITOR_API } from '../../studio/addresses.ts'
import { fileHash, handleEditorRequest, MAX_BODY_BYTES, type ApiRequest, type EditorApiOptions } from '../../studio/editor/editorApi.ts'
import { rewritePageText } from '../../studio/editor/pageEdits.ts'
import { pageOf, toPuckData, type Json } from '../../studio/editor/puckData.ts'
import { sectionFieldSpecs } from '../../studio/editor/sectionFieldSpecs.ts'
import { studioMessages } from '../../studio/messages.ts'
import { listPageFiles } from '../../content/pageFiles.ts'

// Saving from the studio's editor (studio/editor/): the dev server's endpoint, on a copy of the
// content, writes a page file by changing only what the editor changed.

let root: string
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'editor-save-'))
  cpSync('data', join(root, 'data'), { recursive: true })
  cpSync('public/media', join(root, 'public/media'), { recursive: true })
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

// A rewrite that loses the edit, for the test of the endpoint's own check of what it writes.
const rewrite = vi.hoisted(() => ({ losesEdits: false }))
vi.mock('../../studio/editor/pageEdits.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../studio/editor/pageEdits.ts')>()
  return { ...actual, rewritePageText: (text: string, after: unknown) => (rewrite.losesEdits ? `${text}\n` : actual.rewritePageText(text, after)) }
})

const HOST = 'localhost:5273'
const OWN_PAGE = { host: HOST, origin: `http://${HOST}`, 'sec-fetch-site': 'same-origin' }
/** A body as the server receives it: chunks as they arrive. */
async function* chunks(...parts: string[]) {
  for (const part of parts) yield part
}
const call = (request: Omit<ApiRequest, 'body'> & { body: string | AsyncIterable<string> }, options: EditorApiOptions = {}) =>
  handleEditorRequest({ ...request, body: typeof request.body === 'string' ? chunks(request.body) : request.body }, { root, ...options })
const save = (body: object, headers: ApiRequest['headers'] = OWN_PAGE, path: string = EDITOR_API.save) =>
  call({ method: 'POST', path, headers, body: JSON.stringify(body) })
const read = (file: string) => readFileSync(join(root, file), 'utf8')

describe("the editor's save", () => {
  it('leaves every page file byte for byte the same when it is opened in the editor and saved without an edit', async () => {
    const fields = sectionFieldSpecs()
    for (const file of listPageFiles()) {
      const text = read(file)
      const opened = JSON.parse(text) as { sections: Record<string, Json>[] }
      const saved = pageOf(
        opened,
        toPuckData(opened, fields, (index) => `blok-${index}`),
        fields,
      )
      expect(saved, file).toEqual(opened)
      expect(rewritePageText(text, saved), file).toBe(text)
    }
    const home = read('data/pages/index.json')
    expect((await save({ file: 'data/pages/index.json', page: JSON.parse(home), hash: fileHash(home) })).status).toBe(200)
    expect(read('data/pages/index.json')).toBe(home)
  })

  it("changes only an edited field's line", async () => {
    const file = 'data/pages/om-os.json'
    const before = read(file)
    const page = JSON.parse(before) as { sections: { title?: string }[] }
    const at = page.sections.findIndex((section) => typeof section.title === 'string')
    const old = page.sections[at]!.title!
    page.sections[at]!.title = 'En ny overskrift'
    expect(await save({ file, page, hash: fileHash(before) })).toMatchObject({ status: 200 })
    const changed = read(file).split('\n')
    const lines = before.split('\n')
    expect(changed.length).toBe(lines.length)
    const differing = lines.flatMap((line, index) => (line === changed[index] ? [] : [[line, changed[index]]]))
    expect(differing).toEqual([
      [
        lines.find((line) => line.includes(JSON.stringify(old))),
        lines.find((line) => line.includes(JSON.stringify(old)))!.replace(JSON.stringify(old), '"En ny overskrift"'),
      ],
    ])
  })

  it('moves reordered sections with their own text, and writes a new section 2-space indented', async () => {
    const file = 'data/pages/kontakt.json'
    const before = read(file)
    const page = JSON.parse(before) as { sections: { id: string; type: string }[] }
    page.sections.reverse()
    page.sections.push({ id: 'spoergsmaal', type: 'faq', title: 'Spørgsmål', questions: 'forside' } as never)
    expect((await save({ file, page, hash: fileHash(before) })).status).toBe(200)
    const after = read(file)
    expect(JSON.parse(after)).toEqual(page)
    expect(after).toContain('    {\n      "id": "spoergsmaal",\n      "type": "faq",\n      "title": "Spørgsmål",\n      "questions": "forside"\n    }\n  ]')
  })

  it('writes nothing for an invalid page and answers with the build’s messages', async () => {
    const file = 'data/pages/om-os.json'
    const before = read(file)
    const page = JSON.parse(before) as { sections: Record<string, unknown>[] }
    delete page.sections[0]!.title
    const answer = await save({ file, page, hash: fileHash(before) })
    expect(answer.status).toBe(422)
    expect(JSON.stringify(answer.body)).toContain('required field is missing')
    expect(read(file)).toBe(before)
  })
})

describe("the editor's endpoint", () => {
  const file = 'data/pages/index.json'

  it('refuses files outside data/pages', async () => {
    for (const other of ['data/site.json', 'data/collections/faqs.json', 'data/pages/../site.json', 'package.json', '/etc/passwd'])
      expect((await save({ file: other, page: {}, hash: '' })).status, other).toBe(400)
  })

  it('refuses cross-origin requests and other methods', async () => {
    const page = JSON.parse(read(file))
    expect((await save({ file, page }, { host: HOST, origin: 'http://evil.example' })).status).toBe(403)
    expect((await save({ file, page }, { host: HOST, origin: `http://${HOST}`, 'sec-fetch-site': 'cross-site' })).status).toBe(403)
    expect((await save({ file, page }, { host: HOST })).status).toBe(403)
    expect((await call({ method: 'GET', path: EDITOR_API.save, headers: { host: HOST, origin: `http://${HOST}` }, body: '' })).status).toBe(405)
  })

  /** The home page with its first two sections swapped, and the hash of the file as opened: a valid save. */
  const edit = () => {
    const opened = read(file)
    const page = JSON.parse(opened) as { sections: unknown[] }
    page.sections = [page.sections[1], page.sections[0], ...page.sections.slice(2)]
    return { opened, body: { file, page, hash: fileHash(opened) } }
  }

  it("refuses a page of another site rebound to this machine's address (its own name as Host and Origin), and writes nothing", async () => {
    const { opened, body } = edit()
    const rebound = { host: 'evil.example:5273', origin: 'http://evil.example:5273', 'sec-fetch-site': 'same-origin' }
    for (const path of [EDITOR_API.save, EDITOR_API.check])
      expect(await save(body, rebound, path), path).toEqual({ status: 403, body: { message: studioMessages.editor.api.crossOrigin } })
    expect(read(file)).toBe(opened)
    // This machine's other names, and a name the server is told to answer to (Vite's server.allowedHosts), are its own.
    for (const host of ['127.0.0.1:5273', '[::1]:5273']) expect((await save(body, { host, origin: `http://${host}` }, EDITOR_API.check)).status, host).toBe(200)
    const studio = { host: 'studio.test:5273', origin: 'http://studio.test:5273' }
    expect(
      (await call({ method: 'POST', path: EDITOR_API.check, headers: studio, body: JSON.stringify(body) }, { allowedHosts: ['studio.test'] })).status,
    ).toBe(200)
  })

  it('refuses a body over 1 MB with 413, on save and on check, reading no further than the limit, and writes nothing', async () => {
    const { opened, body } = edit()
    const CHUNK = 64 * 1024
    // A valid save, padded with spaces to 2 MB: only its size is wrong.
    const text = `${JSON.stringify(body)}${' '.repeat(2 * MAX_BODY_BYTES)}`
    for (const path of [EDITOR_API.save, EDITOR_API.check]) {
      let pulled = 0
      async function* arriving() {
        for (let at = 0; at < text.length; at += CHUNK) {
          pulled += CHUNK
          yield text.slice(at, at + CHUNK)
        }
      }
      const answer = await call({ method: 'POST', path, headers: OWN_PAGE, body: arriving() })
      expect(answer, path).toEqual({ status: 413, body: { message: studioMessages.editor.api.tooLarge(MAX_BODY_BYTES) } })
      expect(pulled, path).toBeLessThanOrEqual(MAX_BODY_BYTES + CHUNK)
      // A body that says its length up front is refused before any of it is read.
      pulled = 0
      const declared = await call({ method: 'POST', path, headers: { ...OWN_PAGE, 'content-length': String(text.length) }, body: arriving() })
      expect([declared.status, pulled], path).toEqual([413, 0])
    }
    expect(read(file)).toBe(opened)
  })

  it('answers a fault of its own with 500 and a message instead of throwing, and writes nothing', async () => {
    const { opened, body } = edit()
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const failing = {
      beforeWrite: () => {
        throw new Error('the watcher failed')
      },
    }
    const answer = await call({ method: 'POST', path: EDITOR_API.save, headers: OWN_PAGE, body: JSON.stringify(body) }, failing)
    expect(answer).toEqual({ status: 500, body: { message: studioMessages.editor.api.failed } })
    expect(logged).toHaveBeenCalled()
    logged.mockRestore()
    expect(read(file)).toBe(opened)
  })

  it('writes only text that reads back as exactly the checked page, through a temporary file that does not stay', async () => {
    const { opened, body } = edit()
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    rewrite.losesEdits = true
    try {
      expect((await save(body)).status).toBe(500)
    } finally {
      rewrite.losesEdits = false
      logged.mockRestore()
    }
    expect(read(file)).toBe(opened)
    expect(await save(body)).toMatchObject({ status: 200 })
    expect(JSON.parse(read(file))).toEqual(body.page)
    expect(readdirSync(join(root, 'data/pages'), { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.tmp'))).toEqual([])
    writeFileSync(join(root, file), opened)
  })

  it('refuses to overwrite a file changed on disk since it was opened, in Danish', async () => {
    const opened = read(file)
    writeFileSync(join(root, file), `${opened}\n`)
    const changedOnDisk = read(file)
    const page = JSON.parse(opened) as { sections: { id: string }[] }
    page.sections.reverse()
    const answer = await save({ file, page, hash: fileHash(opened) })
    expect(answer).toEqual({ status: 409, body: { message: studioMessages.editor.stale(file) } })
    expect(read(file)).toBe(changedOnDisk)
  })
})

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EDITOR_API } from '../../build/studio/addresses.ts'
import { fileHash, handleEditorRequest, type ApiRequest } from '../../build/studio/editor/editorApi.ts'
import { rewritePageText } from '../../build/studio/editor/pageEdits.ts'
import { pageOf, toPuckData, type Json } from '../../build/studio/editor/puckData.ts'
import { sectionFieldSpecs } from '../../build/studio/editor/sectionFieldSpecs.ts'
import { studioMessages } from '../../build/studio/messages.ts'
import { listPageFiles } from '../../renderer/pageFiles.ts'

// Saving from the studio's editor (build/studio/editor/): the dev server's endpoint, on a copy of the
// content, writes a page file by changing only what the editor changed.

let root: string
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'editor-save-'))
  cpSync('data', join(root, 'data'), { recursive: true })
  cpSync('public/media', join(root, 'public/media'), { recursive: true })
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

const HOST = 'localhost:5273'
const save = (
  body: object,
  headers: ApiRequest['headers'] = { host: HOST, origin: `http://${HOST}`, 'sec-fetch-site': 'same-origin' },
  path: string = EDITOR_API.save,
) => handleEditorRequest({ method: 'POST', path, headers, body: JSON.stringify(body) }, root)
const read = (file: string) => readFileSync(join(root, file), 'utf8')

describe("the editor's save", () => {
  it('leaves every page file byte for byte the same when it is opened in the editor and saved without an edit', () => {
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
    expect(save({ file: 'data/pages/index.json', page: JSON.parse(home), hash: fileHash(home) }).status).toBe(200)
    expect(read('data/pages/index.json')).toBe(home)
  })

  it("changes only an edited field's line", () => {
    const file = 'data/pages/om-os.json'
    const before = read(file)
    const page = JSON.parse(before) as { sections: { title?: string }[] }
    const at = page.sections.findIndex((section) => typeof section.title === 'string')
    const old = page.sections[at]!.title!
    page.sections[at]!.title = 'En ny overskrift'
    expect(save({ file, page, hash: fileHash(before) })).toMatchObject({ status: 200 })
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

  it('moves reordered sections with their own text, and writes a new section 2-space indented', () => {
    const file = 'data/pages/kontakt.json'
    const before = read(file)
    const page = JSON.parse(before) as { sections: { id: string; type: string }[] }
    page.sections.reverse()
    page.sections.push({ id: 'spoergsmaal', type: 'faq', title: 'Spørgsmål', questions: 'forside' } as never)
    expect(save({ file, page, hash: fileHash(before) }).status).toBe(200)
    const after = read(file)
    expect(JSON.parse(after)).toEqual(page)
    expect(after).toContain('    {\n      "id": "spoergsmaal",\n      "type": "faq",\n      "title": "Spørgsmål",\n      "questions": "forside"\n    }\n  ]')
  })

  it('writes nothing for an invalid page and answers with the build’s messages', () => {
    const file = 'data/pages/om-os.json'
    const before = read(file)
    const page = JSON.parse(before) as { sections: Record<string, unknown>[] }
    delete page.sections[0]!.title
    const answer = save({ file, page, hash: fileHash(before) })
    expect(answer.status).toBe(422)
    expect(JSON.stringify(answer.body)).toContain('required field is missing')
    expect(read(file)).toBe(before)
  })
})

describe("the editor's endpoint", () => {
  const file = 'data/pages/index.json'

  it('refuses files outside data/pages', () => {
    for (const other of ['data/site.json', 'data/collections/faqs.json', 'data/pages/../site.json', 'package.json', '/etc/passwd'])
      expect(save({ file: other, page: {}, hash: '' }).status, other).toBe(400)
  })

  it('refuses cross-origin requests and other methods', () => {
    const page = JSON.parse(read(file))
    expect(save({ file, page }, { host: HOST, origin: 'http://evil.example' }).status).toBe(403)
    expect(save({ file, page }, { host: HOST, origin: `http://${HOST}`, 'sec-fetch-site': 'cross-site' }).status).toBe(403)
    expect(save({ file, page }, { host: HOST }).status).toBe(403)
    expect(handleEditorRequest({ method: 'GET', path: EDITOR_API.save, headers: { host: HOST, origin: `http://${HOST}` }, body: '' }, root).status).toBe(405)
  })

  it('refuses to overwrite a file changed on disk since it was opened, in Danish', () => {
    const opened = read(file)
    writeFileSync(join(root, file), `${opened}\n`)
    const changedOnDisk = read(file)
    const page = JSON.parse(opened) as { sections: { id: string }[] }
    page.sections.reverse()
    const answer = save({ file, page, hash: fileHash(opened) })
    expect(answer).toEqual({ status: 409, body: { message: studioMessages.editor.stale(file) } })
    expect(read(file)).toBe(changedOnDisk)
  })
})

// @vitest-environment node
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { loadWith } from '../contentFixture.ts'
import { RenderSections } from '../../renderer/RenderSections.tsx'
import { loadSectionComponents } from '../../renderer/sectionRegistry.ts'

const head = { title: 'Rækkefølge | Klikværk', description: 'En testside, der viser, at sektionernes rækkefølge i JSON bestemmer rækkefølgen i HTML.' }
const intro = { id: 'intro', type: 'pageIntro', title: 'Overskrift' }
const first = { id: 'foerste', type: 'legalClause', number: 1, title: 'Første', blocks: [{ kind: 'paragraph', text: 'A' }] }
const second = { id: 'anden', type: 'legalClause', number: 2, title: 'Anden', blocks: [{ kind: 'paragraph', text: 'B' }] }

async function prerenderedIds(sections: unknown[]): Promise<string[]> {
  const page = loadWith({ 'data/pages/test.json': { head, sections } }).pages.get('/test')!.page
  await loadSectionComponents(page.sections)
  const html = renderToStaticMarkup(<RenderSections sections={page.sections} />)
  return [...html.matchAll(/<section id="([^"]+)"/g)].map((m) => m[1]!)
}

describe('server rendering follows the JSON', () => {
  it('reordering sections in the page file reorders the prerendered HTML', async () => {
    expect(await prerenderedIds([intro, first, second])).toEqual(['intro', 'foerste', 'anden'])
    expect(await prerenderedIds([intro, second, first])).toEqual(['intro', 'anden', 'foerste'])
  })
})

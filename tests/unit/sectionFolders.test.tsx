import { screen } from '@testing-library/react'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { sectionModulePath } from '../../sections/sectionModules.ts'
import { RenderSections } from '../../renderer/RenderSections.tsx'
import { loadSectionComponent, loadSectionComponents, sectionComponent } from '../../renderer/sectionRegistry.ts'
import { hydrationOf, sectionTypes } from '../../sections/definitions.ts'
import type { Section, SectionType } from '../../sections/types.ts'
import { loadSamples, sampleFile } from '../../content/sectionSamples.ts'
import { render } from '../render.tsx'

const folders = readdirSync('sections', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort()
const typeOf = (folder: string) => `${folder[0]!.toLowerCase()}${folder.slice(1)}`
const folderOf = (type: string) => `${type[0]!.toUpperCase()}${type.slice(1)}`

/** What every section folder holds; see "Adding a section type" in the README. */
const requiredFiles = (name: string) => [
  'section.ts', // its definition: schema, hydration, structured data (sections/defineSection.ts)
  'schema.ts', // its JSON Schema, with the Danish title and description of the type and every field, and its props type
  'index.ts', // its component, as the chunk the registry loads
  'sample.json', // a section as a page writes it: the studio's example, rendered below
  `${name}.tsx`,
  `${name}.test.tsx`,
]

describe('section folders', () => {
  it('every folder under sections/ is listed in sections/index.ts under its type, and every listed type has its folder', () => {
    expect(folders.map(typeOf)).toEqual([...sectionTypes].sort())
  })

  it.each(folders)('%s holds its definition, schema, component, test and sample', (name) => {
    const missing = requiredFiles(name).filter((file) => !existsSync(join('sections', name, file)))
    expect(missing, `sections/${name}/ lacks ${missing.join(', ')}`).toEqual([])
  })

  it.each(sectionTypes)('the registry loads "%s" from its folder (the build inlines that chunk\'s CSS)', async (type) => {
    expect(sectionModulePath(type)).toBe(`sections/${folderOf(type)}/index.ts`)
    await loadSectionComponent(type)
    const viaPath = (await import(/* @vite-ignore */ `../../${sectionModulePath(type)}`)) as { default: unknown }
    expect(sectionComponent(type)).toBe(viaPath.default)
  })

  it('fails loudly for a type whose component was not loaded', () => {
    expect(() => sectionComponent('nonexistent' as never)).toThrow(/has no loaded component/)
  })
})

describe('section samples', () => {
  // jsdom has no IntersectionObserver, which the carousels (embla) need; sections that wait for the
  // viewport then simply stay as they first render.
  beforeAll(() => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return []
        }
      },
    )
  })
  afterAll(() => vi.unstubAllGlobals())
  // Each sample goes through the engine as a page of its own would (content/sectionSamples.ts, which
  // the studio reads too): validated, references resolved. A folder without its sample is reported by
  // the folder test above; an invalid sample fails here, with the content error that names its file,
  // section and field. All samples load at once; when one is invalid, each is loaded on its own, so
  // only its test fails.
  const withSample = sectionTypes.filter((type) => existsSync(sampleFile(type)))
  let loadAll: Map<SectionType, Section> | undefined
  try {
    loadAll = loadSamples(withSample, {})
  } catch {
    loadAll = undefined
  }
  const sampleSection = (type: SectionType) => (loadAll ?? loadSamples(withSample.includes(type) ? [type] : [], {})).get(type)

  it.each(sectionTypes)('the sample of "%s" is valid content and renders through its component', async (type) => {
    const section = sampleSection(type)
    expect(section, sampleFile(type)).toBeDefined()
    if (!section) return
    await loadSectionComponents([section])
    const { container } = render(<RenderSections sections={[section]} />)
    expect(container.querySelector(`section#${section.id}[data-section-type="${type}"]`)?.textContent?.trim()).not.toBe('')
  })

  // An interactive section's island leaves `type` out of the props the page carries (RenderSections):
  // its component must render the same without it, or the browser's render would differ from the server's.
  it.each(sectionTypes.filter((type) => hydrationOf(type) === 'interactive'))('the island "%s" renders the same without its type', async (type) => {
    const section = sampleSection(type)
    if (!section) return
    await loadSectionComponents([section])
    const Component = sectionComponent(type) as ComponentType<object>
    const { type: _type, ...sent } = section
    expect(renderToString(<Component {...sent} />)).toBe(renderToString(<Component {...section} />))
  })
})

describe('RenderSections', () => {
  const a: Section = { id: 'foerste', type: 'pageIntro', title: 'Første' }
  const b: Section = { id: 'anden', type: 'legalClause', number: 2, title: 'Anden', blocks: [{ kind: 'paragraph', text: 'Tekst' }] }

  it('renders sections in the order of the JSON, each anchored by its id', async () => {
    await loadSectionComponents([a, b])
    const { container, rerender } = render(<RenderSections sections={[a, b]} />)
    const order = () => [...container.querySelectorAll('section')].map((s) => s.id)
    expect(order()).toEqual(['foerste', 'anden'])
    rerender(<RenderSections sections={[b, a]} />)
    expect(order()).toEqual(['anden', 'foerste'])
    expect(screen.getByRole('heading', { level: 1, name: 'Første' })).toBeInTheDocument()
  })
})

import { screen } from '@testing-library/react'
import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { sectionModulePath } from '../../build/sectionModules.ts'
import { RenderSections } from '../../renderer/RenderSections.tsx'
import { loadSectionComponents, sectionComponent, sectionRegistry } from '../../renderer/sectionRegistry.ts'
import type { Section } from '../../schemas/sections/index.ts'
import { sectionSchemas, sectionTypes } from '../../schemas/sections/index.ts'
import { render } from '../render.tsx'

describe('section registry', () => {
  it('has exactly one component for each schema type', () => {
    expect(Object.keys(sectionRegistry).sort()).toEqual(Object.keys(sectionSchemas).sort())
  })

  it.each(sectionTypes)('loads "%s" from its conventional folder (the build inlines that chunk\'s CSS)', async (type) => {
    const path = sectionModulePath(type)
    expect(existsSync(path)).toBe(true)
    const viaRegistry = await (sectionRegistry[type].load as () => Promise<{ default: unknown }>)()
    const viaPath = await import(/* @vite-ignore */ `../../${path}`)
    expect(viaRegistry.default).toBe(viaPath.default)
  })

  it('fails loudly for a type whose component was not loaded', () => {
    expect(() => sectionComponent('nonexistent' as never)).toThrow(/has no loaded component/)
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

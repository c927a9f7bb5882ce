import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import creativesCollection from '../../data/collections/creatives.json'
import type { CreativeGallerySection } from './schema.ts'
import { render } from '../../tests/render.tsx'
import CreativeGallery, { clampIndex } from './CreativeGallery.tsx'

const section: CreativeGallerySection = {
  id: 'kreativer',
  type: 'creativeGallery',
  title: 'Kreativer, der konverterer',
  creatives: creativesCollection.items,
  metrics: [
    { value: '+52%', label: 'konverteringer' },
    { value: '5,2%', label: 'CTR' },
    { value: '-32%', label: 'CPM' },
    { value: '24-48 timer', label: 'levering' },
  ],
}

/** Where the row was asked to scroll to, in order. */
const scrolls: number[] = []
beforeEach(() => {
  scrolls.length = 0
  Element.prototype.scrollTo = function (options?: ScrollToOptions | number) {
    scrolls.push(typeof options === 'object' ? options.left! : options!)
  } as Element['scrollTo']
})
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollTo
  vi.restoreAllMocks()
})

const previous = () => screen.getByRole('button', { name: 'Forrige annonce' })
const next = () => screen.getByRole('button', { name: 'Næste annonce' })
const gallery = () => screen.getByRole('region', { name: 'Annoncer' })
const position = () => screen.getByText(/^Annonce \d+ af 19$/)
const swipe = (from: number, to: number) => {
  fireEvent.pointerDown(gallery(), { clientX: from, isPrimary: true, pointerId: 1 })
  fireEvent.pointerUp(gallery(), { clientX: to, isPrimary: true, pointerId: 1 })
}

describe('CreativeGallery', () => {
  it('shows the 19 creatives, lazily, with width, height and alt, and the four metrics', () => {
    render(<CreativeGallery {...section} />)
    const images = within(gallery()).getAllByRole('img')
    expect(images).toHaveLength(19)
    for (const image of images) {
      expect(image).toHaveAttribute('loading', 'lazy')
      expect(image).toHaveAttribute('width', '320')
      expect(image).toHaveAttribute('height', '320')
      expect(image.getAttribute('alt')).toMatch(/\S/)
    }
    expect(
      within(screen.getByRole('list', { name: 'Resultater' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['+52% konverteringer', '5,2% CTR', '-32% CPM', '24-48 timer levering'])
  })

  it('steps 344 px per click, and the buttons are disabled at both ends', async () => {
    render(<CreativeGallery {...section} />)
    expect(previous()).toBeDisabled()
    expect(next()).toBeEnabled()
    expect(position()).toHaveTextContent('Annonce 1 af 19')
    await userEvent.click(next())
    expect(scrolls).toEqual([344])
    await userEvent.click(next())
    expect(scrolls).toEqual([344, 688])
    expect(previous()).toBeEnabled()
    for (let i = 0; i < 16; i++) await userEvent.click(next())
    expect(position()).toHaveTextContent('Annonce 19 af 19')
    expect(scrolls.at(-1)).toBe(18 * 344)
    expect(next()).toBeDisabled()
  })

  it('clamps the index to 0..18 at both ends (keys and swipes past the ends change nothing)', async () => {
    render(<CreativeGallery {...section} />)
    fireEvent.keyDown(gallery(), { key: 'ArrowLeft' })
    swipe(100, 200)
    expect(position()).toHaveTextContent('Annonce 1 af 19')
    expect(scrolls.every((left) => left === 0)).toBe(true)
    fireEvent.keyDown(gallery(), { key: 'End' })
    expect(position()).toHaveTextContent('Annonce 19 af 19')
    fireEvent.keyDown(gallery(), { key: 'ArrowRight' })
    swipe(300, 100)
    expect(position()).toHaveTextContent('Annonce 19 af 19')
    expect(Math.max(...scrolls)).toBe(18 * 344)
    fireEvent.keyDown(gallery(), { key: 'Home' })
    expect(position()).toHaveTextContent('Annonce 1 af 19')
    expect([clampIndex(-1, 19), clampIndex(0, 19), clampIndex(18, 19), clampIndex(19, 19)]).toEqual([0, 0, 18, 18])
  })

  it('a swipe of 50 px moves one creative; 49 px does not', () => {
    render(<CreativeGallery {...section} />)
    swipe(200, 151)
    expect(position()).toHaveTextContent('Annonce 1 af 19')
    swipe(200, 150)
    expect(position()).toHaveTextContent('Annonce 2 af 19')
    expect(scrolls).toEqual([344])
    swipe(150, 199)
    expect(position()).toHaveTextContent('Annonce 2 af 19')
    swipe(150, 200)
    expect(position()).toHaveTextContent('Annonce 1 af 19')
    expect(scrolls).toEqual([344, 0])
  })

  it('an image that fails gets a grey background and a console log entry, not an error', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const error = vi.spyOn(console, 'error')
    render(<CreativeGallery {...section} />)
    const image = screen.getByRole('img', { name: /Friske blomster/ })
    fireEvent.error(image)
    expect(warn).toHaveBeenCalledExactlyOnceWith('Creative image failed to load: /media/creatives/blomster.webp')
    expect(error).not.toHaveBeenCalled()
    const stand = screen.getByRole('img', { name: /Friske blomster/ })
    expect(stand.tagName).toBe('SPAN')
    expect(stand.closest('li')).toHaveAttribute('data-failed')
  })
})

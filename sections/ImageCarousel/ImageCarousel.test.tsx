import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { render } from '../../tests/render.tsx'
import ImageCarousel from './ImageCarousel.tsx'

// jsdom has no IntersectionObserver, which embla uses to track the slides in view.
globalThis.IntersectionObserver ??= class {
  readonly root = null
  readonly rootMargin = ''
  readonly thresholds = []
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return []
  }
} as unknown as typeof IntersectionObserver

const slides = [1, 2, 3].map((n) => ({
  image: { src: `services/google-ads-${n}.webp`, alt: `Skærmbillede ${n}`, width: 800, height: 500 },
  caption: `Billedtekst ${n}`,
}))

describe('ImageCarousel', () => {
  it('has Danish labelled previous/next buttons that need a script, and labels each slide by its position', () => {
    render(<ImageCarousel id="skaermbilleder" type="imageCarousel" title="Et kig ind i kontoen" slides={slides} />)
    expect(screen.getByRole('region', { name: 'Et kig ind i kontoen' })).toBeInTheDocument()
    const previous = screen.getByRole('button', { name: 'Forrige billede' })
    const next = screen.getByRole('button', { name: 'Næste billede' })
    expect(previous).toHaveAttribute('data-needs-script')
    expect(next).toHaveAttribute('data-needs-script')
    expect(screen.getByRole('group', { name: '2 af 3' })).toHaveTextContent('Billedtekst 2')
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('Billede 1 af 3')
  })

  it('loads every image lazily with its size and text alternative', () => {
    render(<ImageCarousel id="skaermbilleder" type="imageCarousel" title="Et kig ind i kontoen" slides={slides} />)
    const images = screen.getAllByRole('img')
    expect(images).toHaveLength(3)
    expect(images[0]).toHaveAttribute('src', '/media/services/google-ads-1.webp')
    expect(images[0]).toHaveAccessibleName('Skærmbillede 1')
    for (const image of images) {
      expect(image).toHaveAttribute('loading', 'lazy')
      expect(image).toHaveAttribute('width', '800')
      expect(image).toHaveAttribute('height', '500')
    }
  })
})

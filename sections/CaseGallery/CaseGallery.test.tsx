import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { render } from '../../tests/render.tsx'
import CaseGallery from './CaseGallery.tsx'

const images = [1, 2].map((n) => ({ image: { src: `cases/galleri-${n}.webp`, alt: `Annonce ${n}`, width: 800, height: 600 }, caption: `Kampagne ${n}` }))

describe('CaseGallery', () => {
  it('is a focusable, labelled region holding a list of captioned images, described by its scroll hint', () => {
    render(<CaseGallery id="galleri" type="caseGallery" title="Kampagner i de nye lande" images={images} />)
    const region = screen.getByRole('region', { name: 'Kampagner i de nye lande' })
    expect(region).toHaveAttribute('tabindex', '0')
    expect(region).toHaveAccessibleDescription(/.+/)
    const figures = within(region).getAllByRole('figure')
    expect(figures.map((figure) => figure.textContent)).toEqual(['Kampagne 1', 'Kampagne 2'])
    expect(within(region).getByRole('img', { name: 'Annonce 2' })).toHaveAttribute('width', '800')
  })
})

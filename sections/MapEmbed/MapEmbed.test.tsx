import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { site } from '../../site/index.ts'
import MapEmbed from './MapEmbed.tsx'

describe('MapEmbed', () => {
  it('embeds the configured map in a titled frame that loads lazily', () => {
    render(<MapEmbed id="kort" type="mapEmbed" title="Find os her" frameTitle="Kort over kontoret" />)
    expect(screen.getByRole('heading', { level: 2, name: 'Find os her' })).toBeInTheDocument()
    const frame = screen.getByTitle('Kort over kontoret')
    expect(frame).toHaveAttribute('src', site.mapEmbedUrl)
    expect(frame).toHaveAttribute('loading', 'lazy')
  })
})

import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { render } from '../../tests/render.tsx'
import CaseStory from './CaseStory.tsx'

describe('CaseStory', () => {
  it('shows challenge and solution as rich text and the steps as an ordered list from 1', () => {
    const { container } = render(
      <CaseStory
        id="historien"
        type="caseStory"
        challengeTitle="Udfordringen"
        challenge={{ html: '<p>For dyre <strong>leads</strong>.</p>' }}
        solutionTitle="Løsningen"
        solution={{ html: '<p>Nye annoncer.</p>' }}
        stepsTitle="Sådan gjorde vi"
        steps={[
          { title: 'Måling', text: 'Sporing sat op.' },
          { title: 'Kampagner', text: 'Ny struktur.' },
        ]}
      />,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Udfordringen' })).toBeInTheDocument()
    expect(screen.getByText('leads').tagName).toBe('STRONG')
    const list = container.querySelector('ol')!
    expect(list.start).toBe(1)
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Måling', 'Kampagner'])
  })
})

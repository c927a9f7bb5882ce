import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { render } from '../../tests/render.tsx'
import Stats from './Stats.tsx'

describe('Stats', () => {
  it('pairs each figure with what it measures, and lists the notes', () => {
    render(
      <Stats
        id="tal"
        type="stats"
        title="Resultater"
        items={[
          { value: '52%', label: 'lavere klikpris' },
          { value: '5,1', label: 'ROAS' },
        ]}
        notes={['Første resultater inden for 24-48 timer.']}
      />,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Resultater' })).toBeInTheDocument()
    expect(screen.getByText('lavere klikpris').nextElementSibling).toHaveTextContent('52%')
    expect(screen.getByText('ROAS').nextElementSibling).toHaveTextContent('5,1')
    expect(screen.getByText('Første resultater inden for 24-48 timer.')).toBeInTheDocument()
  })
})

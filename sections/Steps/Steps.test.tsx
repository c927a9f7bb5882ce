import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { render } from '../../tests/render.tsx'
import Steps from './Steps.tsx'

describe('Steps', () => {
  it('is an ordered list, so the step numbers are part of the structure', () => {
    render(
      <Steps
        id="processen"
        type="steps"
        title="Sådan kommer vi i gang"
        steps={[
          { title: 'Gennemgang', description: 'Vi kigger kontoen igennem.' },
          { title: 'Lancering', description: 'Vi går live.' },
          { title: 'Optimering', description: 'Vi justerer hver uge.' },
        ]}
      />,
    )
    const list = screen.getByRole('list')
    expect(list.tagName).toBe('OL')
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Gennemgang', 'Lancering', 'Optimering'])
  })
})

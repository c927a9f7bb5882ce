import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { render } from '../../tests/render.tsx'
import Checklist from './Checklist.tsx'

describe('Checklist', () => {
  it('lists every point under its heading', () => {
    const items = ['Booking og kalender', 'Fakturering og betalingsflows', 'Leadgenerering og opfølgning']
    render(<Checklist id="omraader" type="checklist" title="Det automatiserer vi" items={items} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Det automatiserer vi' })).toBeInTheDocument()
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(items)
  })
})

import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import LegalClause from './LegalClause.tsx'

describe('LegalClause', () => {
  it('renders the numbered title, paragraphs, lists, subheadings and an accessible table', () => {
    render(
      <LegalClause
        id="cookies"
        type="legalClause"
        number={2}
        title="Cookies vi bruger"
        blocks={[
          { kind: 'paragraph', text: 'Vi bruger cookies.' },
          { kind: 'subheading', text: 'Typer' },
          { kind: 'list', items: ['Nødvendige', { text: 'Statistik', requires: 'statistics' }] },
          { kind: 'table', caption: 'Oversigt', columns: ['Cookie', 'Levetid'], rows: [['_ga', '2 år']] },
        ]}
      />,
    )
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('2. Cookies vi bruger')
    expect(screen.getByRole('heading', { level: 3, name: 'Typer' })).toBeInTheDocument()
    // An item written with its requirement shows its text (what is not configured is left out as the page loads).
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Nødvendige', 'Statistik'])
    const table = screen.getByRole('table', { name: 'Oversigt' })
    expect(within(table).getByRole('rowheader', { name: '_ga' })).toBeInTheDocument()
    expect(within(table).getByRole('cell', { name: '2 år' })).toBeInTheDocument()
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Cookie', 'Levetid'])
  })
})

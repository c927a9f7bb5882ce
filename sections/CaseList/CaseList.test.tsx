import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { render } from '../../tests/render.tsx'
import CaseList from './CaseList.tsx'

const image = { src: 'cases/test.webp', alt: 'Testfirma', width: 800, height: 500 }
const cases = [
  {
    id: 'a',
    title: 'Case A',
    company: 'Firma A',
    type: 'service',
    industry: 'Flyttefirma',
    image,
    metrics: { leads: '1' },
    services: ['Google Ads', 'Meta Ads', 'Tracking & data', 'Automatiseringer'],
    results: ['10x flere leads', '64% lavere leadpris', '72% mere trafik'],
  },
  {
    id: 'b',
    title: 'Case B',
    company: 'Firma B',
    type: 'ecommerce',
    industry: 'Webshop',
    image,
    metrics: { roas: '5,1' },
    services: ['Meta Ads', 'Google Ads'],
    results: ['ROAS på 5,1'],
  },
] as const

describe('CaseList', () => {
  it('shows industry, the first two services with a "+N mere" note, the first two results and a "Læs case" link', () => {
    render(<CaseList id="cases" type="caseList" title="Alle cases" cases={cases.map((c) => ({ ...c, services: [...c.services], results: [...c.results] }))} />)
    const cards = screen.getAllByRole('listitem').filter((li) => li.hasAttribute('data-case'))
    expect(cards).toHaveLength(2)
    const [a, b] = cards as [HTMLElement, HTMLElement]
    expect(within(a).getByText('Flyttefirma')).toBeInTheDocument()
    expect(
      within(within(a).getByRole('list', { name: 'Ydelser' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Google Ads', 'Meta Ads', '+2 mere'])
    expect(
      within(within(a).getByRole('list', { name: 'Resultater' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['10x flere leads', '64% lavere leadpris'])
    expect(within(a).getByRole('link', { name: 'Læs case om Firma A' })).toHaveAttribute('href', '/cases/a')
    expect(within(b).queryByText(/mere$/)).toBeNull()
    expect(within(b).getByRole('link', { name: 'Læs case om Firma B' })).toHaveAttribute('href', '/cases/b')
  })
})

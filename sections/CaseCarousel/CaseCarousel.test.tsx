import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { render } from '../../tests/render.tsx'
import CaseCarousel from './CaseCarousel.tsx'
import { cardMetrics, type CaseCardItem } from './caseCards.ts'
import { caseMessages } from '../caseMessages.ts'

const image = { src: 'cases/test.webp', alt: 'Test', width: 800, height: 500 }
const item = (id: string, type: CaseCardItem['type'], services: string[], metrics: CaseCardItem['metrics'] = { leads: '2.074' }): CaseCardItem => ({
  id,
  title: `Case ${id}`,
  company: id.toUpperCase(),
  type,
  industry: 'Branche',
  image,
  metrics,
  services,
  results: ['Et resultat'],
})
const cases = [
  item('shop-a', 'ecommerce', ['Meta Ads', 'Google Ads', 'TikTok Ads', 'E-mailmarketing', 'Grafisk design'], {
    roas: '5,1',
    revenue: '+4,07M kr.',
    leads: '1',
  }),
  item('service-b', 'service', ['Google Ads']),
  item('shop-c', 'ecommerce', ['Google Ads', 'Meta Ads', 'TikTok Ads']),
]
const section = { id: 'cases', type: 'caseCarousel', title: 'Cases', cases, link: { label: 'see our cases', href: '/cases' } } as const

// jsdom has no IntersectionObserver; embla (loaded once the section has mounted) needs one.
beforeAll(async () => {
  window.IntersectionObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return []
    }
  } as unknown as typeof IntersectionObserver
  // Warm the lazily loaded carousel module (Mantine and embla take a few seconds to import the first time).
  await import('./CaseCarouselTrack.tsx')
}, 30_000)

const cardTitles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)

describe('CaseCarousel', () => {
  it('shows every case first, and each filter button keeps only its cases and is the one pressed', async () => {
    render(<CaseCarousel {...section} />)
    const filters = within(screen.getByRole('group', { name: 'Filtrér cases' }))
    const all = filters.getByRole('button', { name: 'Alle Cases' })
    const ecommerce = filters.getByRole('button', { name: 'Ecommerce' })
    const service = filters.getByRole('button', { name: 'Service Business' })
    expect(all).toHaveAttribute('aria-pressed', 'true')
    expect(ecommerce).toHaveAttribute('aria-pressed', 'false')
    expect(cardTitles()).toEqual(['Case shop-a', 'Case service-b', 'Case shop-c'])

    await userEvent.click(ecommerce)
    await waitFor(() => expect(cardTitles()).toEqual(['Case shop-a', 'Case shop-c']))
    expect(ecommerce).toHaveAttribute('aria-pressed', 'true')
    expect(all).toHaveAttribute('aria-pressed', 'false')

    await userEvent.click(service)
    await waitFor(() => expect(cardTitles()).toEqual(['Case service-b']))
    expect(service).toHaveAttribute('aria-pressed', 'true')
    expect(ecommerce).toHaveAttribute('aria-pressed', 'false')

    await userEvent.click(all)
    await waitFor(() => expect(cardTitles()).toHaveLength(3))
  })

  it('links each card to its case page and the section to /cases', () => {
    render(<CaseCarousel {...section} />)
    expect(screen.getByRole('link', { name: 'Case shop-a' })).toHaveAttribute('href', '/cases/shop-a')
    expect(screen.getByRole('link', { name: 'see our cases' })).toHaveAttribute('href', '/cases')
  })

  it('shows at most three service tags with a "+N more" toggle that becomes "Show less"', async () => {
    render(<CaseCarousel {...section} />)
    // The carousel takes the prerendered row's place once its code is here (its controls show it).
    await screen.findByRole('button', { name: caseMessages.next })
    const card = screen.getByRole('heading', { name: 'Case shop-a' }).closest('article')!
    const tags = () =>
      within(within(card).getByRole('list', { name: 'Ydelser' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent)
    expect(tags()).toEqual(['Meta Ads', 'Google Ads', 'TikTok Ads'])
    const toggle = within(card).getByRole('button', { name: '+2 more' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(toggle)
    expect(tags()).toEqual(['Meta Ads', 'Google Ads', 'TikTok Ads', 'E-mailmarketing', 'Grafisk design'])
    expect(toggle).toHaveTextContent('Show less')
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await userEvent.click(toggle)
    expect(tags()).toHaveLength(3)
    expect(toggle).toHaveTextContent('+2 more')
    // Exactly three tags: no toggle.
    const exact = screen.getByRole('heading', { name: 'Case shop-c' }).closest('article')!
    expect(within(exact).queryByRole('button')).toBeNull()
  })

  it('shows at most two metrics, with their SPEC labels, in the order the case lists them', () => {
    expect(cardMetrics(cases[0]!)).toEqual([
      { key: 'roas', value: '5,1' },
      { key: 'revenue', value: '+4,07M kr.' },
    ])
    render(<CaseCarousel {...section} />)
    const card = screen.getByRole('heading', { name: 'Case shop-a' }).closest('article')!
    const terms = [...card.querySelectorAll('dt')].map((dt) => dt.textContent)
    expect(terms).toEqual(['ROAS', 'Øget Omsætning'])
  })
})

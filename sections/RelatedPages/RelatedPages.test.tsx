import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { render } from '../../tests/render.tsx'
import RelatedPages from './RelatedPages.tsx'

const service = (id: string, title: string) => ({ id, title, summary: `Om ${title}.` })

describe('RelatedPages', () => {
  it('names the current service in the heading and shows three cards linking to other service pages', () => {
    render(
      <RelatedPages
        id="relaterede"
        type="relatedPages"
        current={{ id: 'google-ads', title: 'Google Ads' }}
        pages={[service('meta-ads', 'Meta Ads'), service('tracking-data', 'Tracking & data'), service('websites-webshops', 'Websites & webshops')]}
      />,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Mange besøgende der ser Google Ads ser som regel også:' })).toBeInTheDocument()
    const cards = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(cards).toHaveLength(3)
    expect(within(cards[0]!).getByRole('heading', { level: 3, name: 'Meta Ads' })).toBeInTheDocument()
    expect(within(cards[0]!).getByText('Om Meta Ads.')).toBeInTheDocument()
    const links = screen.getAllByRole('link')
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/services/meta-ads', '/services/tracking-data', '/services/websites-webshops'])
    expect(links[0]).toHaveAccessibleName('Læs mere om Meta Ads')
    expect(links.every((a) => a.textContent?.startsWith('Læs mere'))).toBe(true)
  })

  it('never links to the page itself, even when the current service is listed', () => {
    render(
      <RelatedPages
        id="relaterede"
        type="relatedPages"
        current={{ id: 'meta-ads', title: 'Meta Ads' }}
        pages={[service('meta-ads', 'Meta Ads'), service('tiktok-ads', 'TikTok Ads'), service('grafisk-design', 'Grafisk design')]}
      />,
    )
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'))
    expect(hrefs).not.toContain('/services/meta-ads')
    expect(hrefs).toEqual(['/services/tiktok-ads', '/services/grafisk-design'])
  })
})

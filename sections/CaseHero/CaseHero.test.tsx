import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { render } from '../../tests/render.tsx'
import CaseHero from './CaseHero.tsx'

const item = {
  id: 'by-doodle-dog',
  title: '+4,07M kr. i omsætning',
  company: 'By Doodle Dog',
  description: 'Fra én butik til fire lande.',
  industry: 'Webshop med hundeudstyr',
  image: { src: 'cases/by-doodle-dog.webp', alt: 'By Doodle Dog', width: 800, height: 500 },
  duration: 15,
  services: ['Meta Ads', 'Google Ads', 'TikTok Ads', 'E-mailmarketing', 'Grafisk design', 'Videoproduktion'],
  highlights: [
    { value: '+4,07M kr.', label: 'i øget omsætning fra annoncerne', shortLabel: 'øget omsætning' },
    { value: '5,1', label: 'i ROAS', shortLabel: 'ROAS' },
    { value: '328%', label: 'ROI på den samlede marketingindsats', shortLabel: 'ROI' },
  ],
}

/** The visible service tags: those outside the <details> plus those inside it when it is open. */
function visibleServices(container: HTMLElement) {
  return [...container.querySelectorAll('li')]
    .filter((li) => li.closest('ul[aria-label="Resultater i tal"]') === null)
    .filter((li) => !li.closest('details') || li.closest('details')!.open)
    .map((li) => li.textContent)
}
const toggleOf = (container: HTMLElement) => container.querySelector('summary')!
/** Whether the summary is shown: the CSS hides it once open unless the hero is collapsible. */
const toggleShown = (container: HTMLElement) => {
  const details = container.querySelector('details')!
  return !details.open || details.hasAttribute('data-collapsible')
}

describe('CaseHero', () => {
  it('shows the back link, title, client, industry, duration in months and the three figures', () => {
    const { container } = render(<CaseHero id="case" type="caseHero" case={item} />)
    expect(screen.getByRole('link', { name: /Tilbage til cases/ })).toHaveAttribute('href', '/cases')
    expect(screen.getByRole('heading', { level: 1, name: item.title })).toBeInTheDocument()
    expect(screen.getByText('15 måneder')).toBeInTheDocument()
    const figures = within(screen.getByRole('list', { name: 'Resultater i tal' })).getAllByRole('listitem')
    expect(figures.map((li) => li.querySelector('span')!.textContent)).toEqual(['+4,07M kr.', '5,1', '328%'])
    expect(container.querySelectorAll('[aria-hidden="true"]')).not.toHaveLength(0)
  })

  it('collapses to the first two services by default; "+N mere" expands them for good', async () => {
    const { container } = render(<CaseHero id="case" type="caseHero" case={item} />)
    expect(visibleServices(container)).toEqual(['Meta Ads', 'Google Ads'])
    expect(toggleOf(container)).toHaveTextContent('+4 mere')
    expect(container.querySelector('summary')!.textContent).not.toContain('Vis færre')
    await userEvent.click(toggleOf(container))
    expect(visibleServices(container)).toEqual(item.services)
    expect(toggleShown(container)).toBe(false)
  })

  it('shows three on a collapsible hero (by-doodle-dog), which "Vis færre" collapses again', async () => {
    const { container } = render(<CaseHero id="case" type="caseHero" case={item} visibleServices={3} collapsible />)
    expect(visibleServices(container)).toEqual(['Meta Ads', 'Google Ads', 'TikTok Ads'])
    expect(toggleOf(container)).toHaveTextContent('+3 mere')
    await userEvent.click(toggleOf(container))
    expect(visibleServices(container)).toEqual(item.services)
    expect(toggleShown(container)).toBe(true)
    expect(toggleOf(container)).toHaveTextContent('Vis færre')
    await userEvent.click(toggleOf(container))
    expect(visibleServices(container)).toEqual(['Meta Ads', 'Google Ads', 'TikTok Ads'])
  })

  it('has no toggle when every service fits', () => {
    const { container } = render(<CaseHero id="case" type="caseHero" case={{ ...item, services: ['Google Ads', 'Meta Ads'] }} />)
    expect(container.querySelector('details')).toBeNull()
  })
})

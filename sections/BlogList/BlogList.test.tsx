import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { render } from '../../tests/render.tsx'
import BlogList from './BlogList.tsx'

const image = { src: 'blog/x.webp', alt: '', width: 960, height: 540 }
const articles = [
  {
    id: 'roi-tracking',
    title: 'Sådan måler du ROI',
    excerpt: 'Attribution og dashboards.',
    category: 'Data & Analytics',
    date: '2025-08-02',
    readTime: 12,
    image,
  },
  {
    id: 'google-ads-strategier-2025',
    title: '4 Google Ads-strategier',
    excerpt: 'Performance Max og video.',
    category: 'Google Ads',
    date: '2025-08-23',
    readTime: 5,
    image,
  },
  { id: 'meta-vs-google', title: 'Meta vs. Google', excerpt: 'Pull eller push?', category: 'Meta Ads', date: '2025-08-12', readTime: 8, image },
  {
    id: 'tracking-tools',
    title: 'Værktøjer til din webshop',
    excerpt: 'Niveauer og priser.',
    category: 'Data & Analytics',
    date: '2025-08-29',
    readTime: 10,
    image,
  },
]

function show() {
  return render(<BlogList id="artikler" type="blogList" gridTitle="Seneste artikler" articles={articles} />)
}
const featuredTitle = () => screen.getByText('Udvalgt artikel').closest('article')!.querySelector('h2')!.textContent
const gridTitles = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent)

describe('BlogList', () => {
  afterEach(() => window.history.replaceState(null, '', '/'))

  it('features the newest article and lists the rest newest first under "Seneste artikler", each linking to its page', () => {
    show()
    expect(featuredTitle()).toBe('Værktøjer til din webshop')
    expect(screen.getByRole('heading', { level: 2, name: 'Seneste artikler' })).toBeInTheDocument()
    expect(gridTitles()).toEqual(['4 Google Ads-strategier', 'Meta vs. Google', 'Sådan måler du ROI'])
    expect(screen.getByRole('link', { name: 'Meta vs. Google' })).toHaveAttribute('href', '/blog/meta-vs-google')
    expect(screen.getByRole('status')).toHaveTextContent('Viser 4 artikler')
    expect(screen.getAllByText('12. august 2025')).toHaveLength(1)
    expect(screen.getByText('12 min')).toBeInTheDocument()
  })

  it('has a labelled search box and a category select defaulting to "alle-kategorier"', () => {
    show()
    expect(screen.getByRole('searchbox', { name: 'Søg i artiklerne' })).toHaveAttribute('placeholder', 'Søg efter artikler...')
    const select = screen.getByRole('combobox', { name: 'Kategori' })
    expect(select).toHaveValue('alle-kategorier')
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['alle-kategorier', 'data-&-analytics', 'google-ads', 'meta-ads'])
  })

  it('filters as the visitor types, features the first match and keeps the query in the URL', async () => {
    show()
    await userEvent.type(screen.getByRole('searchbox'), 'google')
    expect(featuredTitle()).toBe('4 Google Ads-strategier')
    expect(gridTitles()).toEqual(['Meta vs. Google'])
    expect(screen.getByRole('status')).toHaveTextContent('Viser 2 artikler')
    expect(window.location.search).toBe('?q=google')
  })

  it('is a search form with a "Søg" button, which takes the visitor to the first match (or the way out of an empty result)', async () => {
    show()
    const form = screen.getByRole('search', { name: 'Find en artikel' })
    expect(form).toHaveAttribute('method', 'get')
    expect(within(form).getByRole('button', { name: 'Søg' })).toHaveAttribute('type', 'submit')
    await userEvent.type(screen.getByRole('searchbox'), 'meta{Enter}')
    expect(screen.getByRole('link', { name: 'Meta vs. Google' })).toHaveFocus()
    await userEvent.clear(screen.getByRole('searchbox'))
    await userEvent.type(screen.getByRole('searchbox'), 'intet her')
    await userEvent.click(within(form).getByRole('button', { name: 'Søg' }))
    expect(screen.getByRole('button', { name: 'Ryd alle filtre' })).toHaveFocus()
  })

  it('filters by category and adds a history entry for it', async () => {
    show()
    const before = window.history.length
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kategori' }), 'data-&-analytics')
    expect(featuredTitle()).toBe('Værktøjer til din webshop')
    expect(gridTitles()).toEqual(['Sådan måler du ROI'])
    expect(new URLSearchParams(window.location.search).get('kategori')).toBe('data-&-analytics')
    expect(window.history.length).toBe(before + 1)
  })

  it('shows the empty state when nothing matches, and "Ryd alle filtre" resets search and category', async () => {
    show()
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kategori' }), 'meta-ads')
    await userEvent.type(screen.getByRole('searchbox'), 'tiktok')
    expect(screen.getByRole('heading', { name: 'Ingen artikler fundet' })).toBeInTheDocument()
    expect(screen.getByText('Ingen artikler matcher dine søgekriterier.')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Ingen artikler fundet')
    await userEvent.click(screen.getByRole('button', { name: 'Ryd alle filtre' }))
    expect(screen.getByRole('searchbox')).toHaveValue('')
    expect(screen.getByRole('combobox', { name: 'Kategori' })).toHaveValue('alle-kategorier')
    expect(gridTitles()).toHaveLength(3)
    expect(window.location.search).toBe('')
  })

  it('offers "Ryd filtre" only while a filter is active, and it resets both', async () => {
    show()
    expect(screen.queryByRole('button', { name: 'Ryd filtre' })).not.toBeInTheDocument()
    await userEvent.type(screen.getByRole('searchbox'), 'ROI')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kategori' }), 'data-&-analytics')
    expect(featuredTitle()).toBe('Sådan måler du ROI')
    await userEvent.click(screen.getByRole('button', { name: 'Ryd filtre' }))
    expect(screen.getByRole('searchbox')).toHaveValue('')
    expect(screen.getByRole('combobox', { name: 'Kategori' })).toHaveValue('alle-kategorier')
    expect(featuredTitle()).toBe('Værktøjer til din webshop')
    expect(screen.queryByRole('button', { name: 'Ryd filtre' })).not.toBeInTheDocument()
  })

  it('applies the filter in the URL on load and follows back and forward', () => {
    window.history.replaceState(null, '', '/blog?q=meta&kategori=meta-ads')
    show()
    expect(screen.getByRole('searchbox')).toHaveValue('meta')
    expect(featuredTitle()).toBe('Meta vs. Google')
    act(() => {
      window.history.replaceState(null, '', '/blog?kategori=google-ads')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    expect(screen.getByRole('searchbox')).toHaveValue('')
    expect(featuredTitle()).toBe('4 Google Ads-strategier')
  })
})

describe('BlogList before its script ran', () => {
  afterEach(() => window.history.replaceState(null, '', '/'))

  it('keeps what the visitor typed into the prerendered search box when it hydrates', async () => {
    const { hydrateRoot } = await import('react-dom/client')
    const { renderToString } = await import('react-dom/server')
    const element = <BlogList id="artikler" type="blogList" gridTitle="Seneste artikler" articles={articles} />
    const container = document.createElement('div')
    container.innerHTML = renderToString(element)
    document.body.append(container)
    ;(container.querySelector('input[name="q"]') as HTMLInputElement).value = 'meta'
    await act(async () => {
      hydrateRoot(container, element)
    })
    expect(container.querySelector('input[name="q"]')).toHaveValue('meta')
    expect(within(container).getByText('Udvalgt artikel').closest('article')!.querySelector('h2')).toHaveTextContent('Meta vs. Google')
    expect(window.location.search).toBe('?q=meta')
    container.remove()
  })
})

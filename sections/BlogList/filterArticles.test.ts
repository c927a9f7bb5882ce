// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ALL_CATEGORIES, categoryOptions, categoryValue, emptyFilter, filterArticles, filterFromSearch, searchOfFilter } from './filterArticles.ts'

const AUTHOR = 'Klikværk'
const article = (id: string, date: string, category: string, title = `Titel ${id}`, excerpt = `Uddrag ${id}`) => ({ id, date, category, title, excerpt })

const articles = [
  article('gammel', '2025-08-02', 'Data & Analytics', 'Sådan måler du ROI'),
  article('ny', '2025-08-29', 'Data & Analytics', 'Værktøjer til din webshop'),
  article('google', '2025-08-23', 'Google Ads', '4 Google Ads-strategier'),
  article('meta', '2025-08-12', 'Meta Ads', 'Meta vs. Google', 'Pull eller push? Vi sammenligner klikpriser.'),
  article('tiktok', '2025-08-15', 'TikTok Marketing', 'TikTok for små butikker', 'Kort video på én måned.'),
  article('mail', '2025-08-08', 'email marketing guide', 'Automatiske flows', 'Flows, der sælger, før kunden går i seng.'),
]
const ids = (result: { featured?: { id: string }; rest: { id: string }[] }) => [result.featured?.id, ...result.rest.map((a) => a.id)]

describe('filterArticles', () => {
  it('without a filter lists every article newest first, the newest featured', () => {
    const result = filterArticles(articles, emptyFilter, AUTHOR)
    expect(ids(result)).toEqual(['ny', 'google', 'tiktok', 'meta', 'mail', 'gammel'])
    expect(result.featured?.id).toBe('ny')
    expect(result.count).toBe(6)
  })

  it('treats an empty or blank query as matching everything', () => {
    expect(filterArticles(articles, { query: '', category: ALL_CATEGORIES }, AUTHOR).count).toBe(6)
    expect(filterArticles(articles, { query: '   \t ', category: ALL_CATEGORIES }, AUTHOR).count).toBe(6)
  })

  it('searches the title ignoring case; the first match is featured, the rest newest first', () => {
    const result = filterArticles(articles, { query: 'GOOGLE', category: ALL_CATEGORIES }, AUTHOR)
    expect(result.featured?.id).toBe('google')
    expect(result.rest.map((a) => a.id)).toEqual(['meta'])
  })

  it('searches the excerpt', () => {
    expect(ids(filterArticles(articles, { query: 'klikpriser', category: ALL_CATEGORIES }, AUTHOR))).toEqual(['meta'])
  })

  it('searches the category', () => {
    expect(ids(filterArticles(articles, { query: 'analytics', category: ALL_CATEGORIES }, AUTHOR))).toEqual(['ny', 'gammel'])
  })

  it('searches the author, which every article shares', () => {
    expect(filterArticles(articles, { query: 'klikværk', category: ALL_CATEGORIES }, AUTHOR).count).toBe(6)
  })

  it('matches æ, ø and å regardless of case and of how the letter was typed', () => {
    expect(ids(filterArticles(articles, { query: 'VÆRKTØJER', category: ALL_CATEGORIES }, AUTHOR))).toEqual(['ny'])
    expect(ids(filterArticles(articles, { query: 'Så', category: ALL_CATEGORIES }, AUTHOR))).toEqual(['gammel'])
    // "å" typed as "a" plus a combining ring (U+030A) still finds "Sådan".
    expect(ids(filterArticles(articles, { query: 'sa\u030Adan', category: ALL_CATEGORIES }, AUTHOR))).toEqual(['gammel'])
    expect(ids(filterArticles(articles, { query: 'små', category: ALL_CATEGORIES }, AUTHOR))).toEqual(['tiktok'])
    expect(ids(filterArticles(articles, { query: 'én', category: ALL_CATEGORIES }, AUTHOR))).toEqual(['tiktok'])
  })

  it('ignores spaces around the query but not inside it', () => {
    expect(ids(filterArticles(articles, { query: '  google ads ', category: ALL_CATEGORIES }, AUTHOR))).toEqual(['google'])
    expect(filterArticles(articles, { query: 'googleads', category: ALL_CATEGORIES }, AUTHOR).count).toBe(0)
  })

  it('keeps only the chosen category, compared as the lowercase hyphenated name', () => {
    expect(ids(filterArticles(articles, { query: '', category: 'data-&-analytics' }, AUTHOR))).toEqual(['ny', 'gammel'])
    expect(ids(filterArticles(articles, { query: '', category: 'email-marketing-guide' }, AUTHOR))).toEqual(['mail'])
    expect(filterArticles(articles, { query: '', category: 'Meta Ads' }, AUTHOR).count).toBe(0)
  })

  it('needs both the search and the category to pass', () => {
    expect(ids(filterArticles(articles, { query: 'google', category: 'meta-ads' }, AUTHOR))).toEqual(['meta'])
    expect(filterArticles(articles, { query: 'tiktok', category: 'meta-ads' }, AUTHOR)).toEqual({ featured: undefined, rest: [], count: 0 })
  })
})

describe('categories and the URL', () => {
  it('hyphenates and lowercases category names', () => {
    expect(categoryValue('TikTok Marketing')).toBe('tiktok-marketing')
    expect(categoryValue('Data & Analytics')).toBe('data-&-analytics')
    expect(categoryValue('Økonomi  og År')).toBe('økonomi-og-år')
  })

  it('offers each category once', () => {
    expect(categoryOptions(articles)).toEqual([
      { value: 'data-&-analytics', label: 'Data & Analytics' },
      { value: 'google-ads', label: 'Google Ads' },
      { value: 'tiktok-marketing', label: 'TikTok Marketing' },
      { value: 'meta-ads', label: 'Meta Ads' },
      { value: 'email-marketing-guide', label: 'email marketing guide' },
    ])
  })

  it('writes the filter to the query string and reads it back', () => {
    const known = categoryOptions(articles).map((o) => o.value)
    expect(searchOfFilter(emptyFilter)).toBe('')
    const filter = { query: 'søg & find', category: 'data-&-analytics' }
    const search = searchOfFilter(filter)
    expect(search).toBe('?q=s%C3%B8g+%26+find&kategori=data-%26-analytics')
    expect(filterFromSearch(search, known)).toEqual(filter)
    expect(filterFromSearch('', known)).toEqual(emptyFilter)
    expect(filterFromSearch('?kategori=ukendt&q=x', known)).toEqual({ query: 'x', category: ALL_CATEGORIES })
  })
})

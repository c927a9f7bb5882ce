/** The select value meaning "every category" (SPEC.md "Blog list"). */
export const ALL_CATEGORIES = 'alle-kategorier'

/** What the blog list filter reads from an article. */
export interface FilterableArticle {
  title: string
  excerpt: string
  category: string
  /** Publication date as YYYY-MM-DD. */
  date: string
}

/** The visitor's filter: free-text search and a category value (see `categoryValue`). */
export interface BlogFilter {
  query: string
  category: string
}

export const emptyFilter: BlogFilter = { query: '', category: ALL_CATEGORIES }

/** Lowercase with æøå (also when typed as decomposed letters) compared as the same characters. */
function fold(text: string): string {
  return text.normalize('NFC').toLocaleLowerCase('da-DK')
}

/** A category's select value: its name in lowercase, each run of spaces a hyphen ("Meta Ads" → "meta-ads"). */
export function categoryValue(category: string): string {
  return fold(category.trim()).replace(/\s+/g, '-')
}

/** Whether an article passes the search: a blank query passes everything; otherwise title, excerpt, category or author contains it, ignoring case. */
export function matchesQuery(article: FilterableArticle, query: string, author: string): boolean {
  const needle = fold(query.trim())
  if (needle === '') return true
  return [article.title, article.excerpt, article.category, author].some((field) => fold(field).includes(needle))
}

/** Whether an article passes the category filter ("alle-kategorier" passes everything). */
export function matchesCategory(article: FilterableArticle, category: string): boolean {
  return category === ALL_CATEGORIES || categoryValue(article.category) === category
}

/** Articles newest first (ties keep their given order). */
export function newestFirst<A extends FilterableArticle>(articles: readonly A[]): A[] {
  return [...articles].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))
}

export interface FilterResult<A> {
  /** The first match, shown large; undefined when nothing matches. */
  featured?: A
  /** The other matches, newest first ("Seneste artikler"). */
  rest: A[]
  /** How many articles match in all. */
  count: number
}

/**
 * The blog list's filter (SPEC.md section 5): both the search and the category must pass.
 * Matches are newest first; the first is featured and the rest form the grid.
 */
export function filterArticles<A extends FilterableArticle>(articles: readonly A[], filter: BlogFilter, author: string): FilterResult<A> {
  const matches = newestFirst(articles).filter((article) => matchesQuery(article, filter.query, author) && matchesCategory(article, filter.category))
  const [featured, ...rest] = matches
  return { featured, rest, count: matches.length }
}

/** The distinct categories as select options, in order of first appearance among the articles newest first. */
export function categoryOptions(articles: readonly FilterableArticle[]): { value: string; label: string }[] {
  const seen = new Map<string, string>()
  for (const article of newestFirst(articles)) {
    const value = categoryValue(article.category)
    if (!seen.has(value)) seen.set(value, article.category)
  }
  return [...seen].map(([value, label]) => ({ value, label }))
}

/** The filter a URL's query string asks for (?q=...&kategori=...); unknown categories fall back to all. */
export function filterFromSearch(search: string, knownCategories: readonly string[]): BlogFilter {
  const params = new URLSearchParams(search)
  const category = params.get('kategori') ?? ALL_CATEGORIES
  return { query: params.get('q') ?? '', category: knownCategories.includes(category) ? category : ALL_CATEGORIES }
}

/** The query string for a filter, empty for the unfiltered list ("?q=google&kategori=google-ads"). */
export function searchOfFilter(filter: BlogFilter): string {
  const params = new URLSearchParams()
  if (filter.query !== '') params.set('q', filter.query)
  if (filter.category !== ALL_CATEGORIES) params.set('kategori', filter.category)
  const text = params.toString()
  return text === '' ? '' : `?${text}`
}

import { useEffect, useMemo, useRef, useState, type RefObject } from 'react'
import { MediaImage } from '../../components/MediaImage/index.ts'
import { needsScript } from '../../components/NoScript/index.ts'
import { ActionButton } from '../../components/Action/index.ts'
import { danishLongDate } from '../../site/danishDate.ts'
import { ALL_CATEGORIES, categoryOptions, emptyFilter, filterArticles, filterFromSearch, searchOfFilter, type BlogFilter } from './filterArticles.ts'
import { blogMessages } from '../blogMessages.ts'
import type { BlogListSection } from './schema.ts'
import { site } from '../../site/index.ts'
import classes from './BlogList.module.css'

type Card = BlogListSection['articles'][number]

/** Category badge, reading time and date of a card. */
function Meta({ article }: { article: Card }) {
  return (
    <p className={classes.meta}>
      <span className={classes.badge}>{article.category}</span>
      <span>
        <span className="sr-only">{blogMessages.readTimeLabel}: </span>
        {blogMessages.readTime(article.readTime)}
      </span>
      <time dateTime={article.date}>{danishLongDate(article.date)}</time>
    </p>
  )
}

function FeaturedCard({ article }: { article: Card }) {
  return (
    <article className={classes.featured} aria-labelledby={`artikel-${article.id}`}>
      <MediaImage {...article.image} alt="" className={classes.featuredImage} />
      <div className={classes.featuredText}>
        <p className={classes.eyebrow}>{blogMessages.featured}</p>
        <Meta article={article} />
        <h2 className={classes.featuredTitle} id={`artikel-${article.id}`}>
          <a href={`/blog/${article.id}`}>{article.title}</a>
        </h2>
        <p className={classes.excerpt}>{article.excerpt}</p>
        <a href={`/blog/${article.id}`} className={classes.more}>
          {blogMessages.readArticle}
          <span className="sr-only">: {article.title}</span>
          <span aria-hidden="true"> →</span>
        </a>
      </div>
    </article>
  )
}

function GridCard({ article }: { article: Card }) {
  return (
    <li className={classes.card}>
      <article aria-labelledby={`artikel-${article.id}`}>
        <MediaImage {...article.image} alt="" loading="lazy" className={classes.cardImage} />
        <div className={classes.cardText}>
          <Meta article={article} />
          <h3 className={classes.cardTitle} id={`artikel-${article.id}`}>
            <a href={`/blog/${article.id}`} className={classes.cardLink}>
              {article.title}
            </a>
          </h3>
          <p className={classes.excerpt}>{article.excerpt}</p>
        </div>
      </article>
    </li>
  )
}

/**
 * Applies the filter and keeps it in the URL: typing replaces the history entry, other changes add one.
 * On hydration it takes the URL's filter, or what the visitor typed or chose in the prerendered controls.
 */
function useUrlFilter(known: readonly string[], form: RefObject<HTMLFormElement | null>) {
  // The prerendered list is unfiltered; the URL's filter applies once the script runs.
  const [filter, setFilter] = useState<BlogFilter>(emptyFilter)
  const started = useRef(false)
  useEffect(() => {
    const fromUrl = filterFromSearch(window.location.search, known)
    let initial = fromUrl
    if (!started.current) {
      started.current = true
      const controls = form.current?.elements
      const typed = (controls?.namedItem('q') as HTMLInputElement | null)?.value ?? ''
      const chosen = (controls?.namedItem('kategori') as HTMLSelectElement | null)?.value ?? ALL_CATEGORIES
      initial = { query: typed !== '' ? typed : fromUrl.query, category: chosen !== ALL_CATEGORIES ? chosen : fromUrl.category }
    }
    setFilter(initial)
    if (initial.query !== fromUrl.query || initial.category !== fromUrl.category) {
      window.history.replaceState(window.history.state ?? {}, '', `${window.location.pathname}${searchOfFilter(initial)}${window.location.hash}`)
    }
    const onPopState = () => setFilter(filterFromSearch(window.location.search, known))
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [known, form])
  const update = (next: BlogFilter, mode: 'push' | 'replace') => {
    setFilter(next)
    const url = `${window.location.pathname}${searchOfFilter(next)}${window.location.hash}`
    if (mode === 'push') window.history.pushState({}, '', url)
    else window.history.replaceState(window.history.state ?? {}, '', url)
  }
  return [filter, update] as const
}

/** The blog's search, category filter, featured article and grid "Seneste artikler". */
export default function BlogList({ id, gridTitle, articles }: BlogListSection) {
  const t = blogMessages
  const options = useMemo(() => categoryOptions(articles), [articles])
  const known = useMemo(() => options.map((o) => o.value), [options])
  const formRef = useRef<HTMLFormElement>(null)
  const resultsRef = useRef<HTMLDivElement>(null)
  const [filter, update] = useUrlFilter(known, formRef)
  const { featured, rest, count } = filterArticles(articles, filter, site.brand)
  const filtered = filter.query !== '' || filter.category !== ALL_CATEGORIES
  const searchRef = useRef<HTMLInputElement>(null)
  // The clear buttons go once the filter is clear: focus goes back to the search, and the result count (a status) says what is shown.
  const clear = () => {
    update(emptyFilter, 'push')
    searchRef.current?.focus()
  }

  return (
    <div className={classes.root}>
      {/*
        A real search form (to this page itself): sent before the script runs, it loads this page with the filter in its
        address, which the list applies once it runs. After that the list filters as the visitor types,
        and "Søg" takes them to the first match (or the way out of an empty result).
      */}
      <form
        ref={formRef}
        role="search"
        aria-label={t.filtersLabel}
        className={classes.filters}
        method="get"
        onSubmit={(event) => {
          event.preventDefault()
          resultsRef.current?.querySelector<HTMLElement>('a[href], button')?.focus()
        }}
        {...needsScript}
      >
        <div className={classes.field}>
          <label htmlFor={`${id}-q`} className={classes.label}>
            {t.searchLabel}
          </label>
          <input
            ref={searchRef}
            id={`${id}-q`}
            type="search"
            name="q"
            className={classes.input}
            placeholder={t.searchPlaceholder}
            value={filter.query}
            onInput={(event) => update({ ...filter, query: event.currentTarget.value }, 'replace')}
            autoComplete="off"
          />
        </div>
        <div className={classes.field}>
          <label htmlFor={`${id}-kategori`} className={classes.label}>
            {t.categoryLabel}
          </label>
          <select
            id={`${id}-kategori`}
            name="kategori"
            className={classes.input}
            value={filter.category}
            onInput={(event) => update({ ...filter, category: event.currentTarget.value }, 'push')}
          >
            <option value={ALL_CATEGORIES}>{t.allCategories}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <ActionButton type="submit" className={classes.submit}>
          {t.search}
        </ActionButton>
        {filtered && (
          <ActionButton variant="outline" className={classes.clear} onClick={clear}>
            {t.clearFilters}
          </ActionButton>
        )}
      </form>
      <noscript>
        <p className={classes.noScript}>{t.noScript}</p>
      </noscript>
      <p className="sr-only" role="status">
        {count === 0 ? t.emptyTitle : t.resultCount(count)}
      </p>

      <div ref={resultsRef}>
        {featured ? (
          <>
            <FeaturedCard article={featured} />
            {rest.length > 0 && (
              <>
                <h2 className={classes.gridTitle}>{gridTitle}</h2>
                <ul className={classes.grid}>
                  {rest.map((article) => (
                    <GridCard key={article.id} article={article} />
                  ))}
                </ul>
              </>
            )}
          </>
        ) : (
          <div className={classes.empty}>
            <h2 className={classes.emptyTitle}>{t.emptyTitle}</h2>
            <p>{t.emptyText}</p>
            <ActionButton onClick={clear}>{t.clearAllFilters}</ActionButton>
          </div>
        )}
      </div>
    </div>
  )
}

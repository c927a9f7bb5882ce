// Browser only: the head tags the member shell page /team/_medlem rewrites once it knows which member it shows.

/** What a prerendered page's head says about it, as pages/+Head.tsx writes it. */
export interface LiveHead {
  /** `<title>`, and og:title unless `shareTitle` is given. */
  title: string
  /** The meta description, and og:description unless `shareDescription` is given. */
  description: string
  /** The page's own sharing title (its head's `social.title`). */
  shareTitle?: string
  /** The page's own sharing description (its head's `social.description`). */
  shareDescription?: string
  /** The canonical URL and og:url; null: the page has none (a "not found" state). */
  url: string | null
  /** `<meta name="robots" content="noindex, follow">` when true, none otherwise. */
  noindex: boolean
}

function setMeta(doc: Document, key: 'name' | 'property', value: string, content: string) {
  const meta = doc.head.querySelector(`meta[${key}="${value}"]`) ?? doc.head.appendChild(doc.createElement('meta'))
  meta.setAttribute(key, value)
  meta.setAttribute('content', content)
}

/** Rewrites title, description, canonical URL, sharing tags and robots the way pages/+Head.tsx writes them. */
export function applyLiveHead(head: LiveHead, doc: Document = document) {
  doc.title = head.title
  setMeta(doc, 'name', 'description', head.description)
  setMeta(doc, 'property', 'og:title', head.shareTitle ?? head.title)
  setMeta(doc, 'property', 'og:description', head.shareDescription ?? head.description)
  const canonical = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')
  if (head.url === null) {
    canonical?.remove()
    doc.head.querySelector('meta[property="og:url"]')?.remove()
  } else {
    const link = canonical ?? doc.head.appendChild(Object.assign(doc.createElement('link'), { rel: 'canonical' }))
    link.href = head.url
    setMeta(doc, 'property', 'og:url', head.url)
  }
  if (head.noindex) setMeta(doc, 'name', 'robots', 'noindex, follow')
  else doc.head.querySelector('meta[name="robots"]')?.remove()
}

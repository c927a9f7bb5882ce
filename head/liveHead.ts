// Browser only: the head tags a page rewrites once it knows what it shows: for a member that only
// the content system knows, on the client-side shell page /team/_medlem.

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
  let meta = doc.head.querySelector<HTMLMetaElement>(`meta[${key}="${value}"]`)
  if (!meta) {
    meta = doc.createElement('meta')
    meta.setAttribute(key, value)
    doc.head.append(meta)
  }
  meta.setAttribute('content', content)
}

function setCanonical(doc: Document, url: string | null) {
  let link = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')
  const ogUrl = doc.head.querySelector<HTMLMetaElement>('meta[property="og:url"]')
  if (url === null) {
    link?.remove()
    ogUrl?.remove()
    return
  }
  if (!link) {
    link = doc.createElement('link')
    link.rel = 'canonical'
    doc.head.append(link)
  }
  link.href = url
  setMeta(doc, 'property', 'og:url', url)
}

/** Rewrites title, description, canonical URL, sharing tags and robots the way pages/+Head.tsx writes them. */
export function applyLiveHead(head: LiveHead, doc: Document = document) {
  doc.title = head.title
  setMeta(doc, 'name', 'description', head.description)
  const shareTitle = head.shareTitle ?? head.title
  const shareDescription = head.shareDescription ?? head.description
  setMeta(doc, 'property', 'og:title', shareTitle)
  setMeta(doc, 'property', 'og:description', shareDescription)
  setCanonical(doc, head.url)
  if (head.noindex) setMeta(doc, 'name', 'robots', 'noindex, follow')
  else doc.head.querySelector('meta[name="robots"]')?.remove()
}

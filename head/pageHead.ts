import type { PageContext } from 'vike/types'
import { messages } from '../site/messages.ts'
import { site } from '../site/index.ts'
import type { PageHead } from '../schemas/page.ts'

/** The head values of whatever is being rendered: a content page, the not-found page or the error page (no route: no canonical link). */
export function resolveHead(pageContext: PageContext): { head: PageHead; route?: string } {
  const data = pageContext.data as { route?: string; page?: { head: PageHead } } | undefined
  if (data?.page && data.route) return { head: data.page.head, route: data.route }
  const { pageTitle, pageDescription } = pageContext.is404 ? messages.notFound : messages.errorFallback
  return { head: { title: `${pageTitle} | ${site.brand}`, description: pageDescription, noindex: true } }
}

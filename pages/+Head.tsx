import { usePageContext } from 'vike-react/usePageContext'
import { absoluteUrl, site } from '../content/siteConfig.ts'
import { hiddenWithoutScriptCss } from '../components/NoScript/index.ts'
import { noScriptConsentCss } from '../consent/ConsentLayer/index.ts'
import { cspMeta } from '../head/securityPolicy.ts'
import { FAVICON_URL } from '../head/favicon.ts'
import { CONSENT_TERMS_ATTRIBUTE, consentTermsAttribute } from '../consent/consentCookie.ts'
import { SPECULATION_RULES } from '../head/speculationRules.ts'
import type { PageDefinition } from '../content/loadPages.ts'
import { resolveHead } from '../head/pageHead.ts'
import { BLOG_FEED_PATH } from '../build/blogFeed.ts'
import { content } from '../content/content.ts'
import { pageTagConfig, siteConsentTerms } from '../content/siteConsent.ts'
import { TAG_RUNTIME } from '../consent/measurement/runtimeConfig.ts'
import { pageJsonLd } from '../renderer/pageStructuredData.ts'
import { jsonLdText } from '../head/structuredData.ts'
import { inlineScripts } from 'virtual:inline-scripts'

// Server-only: rendered into every prerendered page's <head>.
export default function Head() {
  const pageContext = usePageContext()
  if (pageContext.config.siteShell === false) return null
  const { head, route } = resolveHead(pageContext)
  const { page } = (pageContext.data ?? {}) as { page?: PageDefinition }
  const structuredData = page && route ? pageJsonLd(route, page, content().pages, site) : []
  const shareTitle = head.social?.title ?? head.title
  const shareDescription = head.social?.description ?? head.description
  const shareImage = `${site.siteUrl}${head.social?.image ?? site.defaultShareImage}`
  const url = route === undefined ? undefined : absoluteUrl(route, site)
  const tags = pageTagConfig(site)
  const consentTerms = { [CONSENT_TERMS_ATTRIBUTE]: consentTermsAttribute(siteConsentTerms(site)) }
  return (
    <>
      <meta httpEquiv="Content-Security-Policy" content={cspMeta(site, inlineScripts)} />
      {/* Before anything paints: a returning visitor's consent decides whether the banner shows (consent/consentHead.ts). */}
      <script {...consentTerms} dangerouslySetInnerHTML={{ __html: inlineScripts.consentHead }} />
      {/* The measurement tags' loader, only when one is configured: it fetches their runtime once consent allows a tag (consent/measurement/tagLoader.ts). */}
      {tags && (
        <script type="module" data-tags={JSON.stringify(tags)} data-runtime={`/${TAG_RUNTIME}`} dangerouslySetInnerHTML={{ __html: inlineScripts.tags }} />
      )}
      {/* Which links the browser prerenders as the visitor is about to follow them (head/speculationRules.ts). */}
      <script type="speculationrules" dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }} />
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      {head.keywords && <meta name="keywords" content={head.keywords.join(', ')} />}
      {head.noindex && <meta name="robots" content="noindex, follow" />}
      {url && <link rel="canonical" href={url} />}
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="da_DK" />
      <meta property="og:site_name" content={site.brand} />
      <meta property="og:title" content={shareTitle} />
      <meta property="og:description" content={shareDescription} />
      {url && <meta property="og:url" content={url} />}
      <meta property="og:image" content={shareImage} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      {/* X reads title, description and image from og:title, og:description and og:image when its own tags are absent. */}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="theme-color" content="#1a4ac4" />
      <link rel="icon" href={FAVICON_URL} type="image/svg+xml" />
      {route?.startsWith('/blog') && <link rel="alternate" type="application/rss+xml" title={`${site.brand} – blog`} href={BLOG_FEED_PATH} />}
      <noscript>
        <style>{hiddenWithoutScriptCss + noScriptConsentCss}</style>
      </noscript>
      {structuredData.map((data, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
      ))}
    </>
  )
}

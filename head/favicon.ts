import svgToTinyDataUri from 'mini-svg-data-uri'
import faviconSvg from '../public/favicon.svg?raw'

/**
 * The site's icon as a data: URL, for every page's <link rel="icon">. Inline, it costs about 100
 * bytes of brotli per page and saves a request on every page view: the host serves
 * /favicon.svg with `max-age=0, must-revalidate`, so Chromium asked for it again on each page
 * load. `toSrcset` also percent-encodes spaces, which the W3C checker requires in a URL.
 * /favicon.svg itself stays: the studio links it, and so may anything outside the site.
 */
export const FAVICON_URL: string = svgToTinyDataUri.toSrcset(faviconSvg)

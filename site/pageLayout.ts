/**
 * Where the build writes a route's page, one fact shared by the prerender config, the local server,
 * the static host's _redirects file, the bench and the tests. Pages are written as "<route>.html"
 * (Vike's `prerender.noExtraDir`), not "<route>/index.html": static hosts (Cloudflare Pages, Netlify)
 * then answer the canonical address without a trailing slash, "/om-os", with 200 instead of a
 * redirect to "/om-os/".
 */

/** The HTML file of a route, relative to the client folder: "/" → "index.html", "/om-os" → "om-os.html". */
export function htmlFileOfRoute(route: string): string {
  return route === '/' ? 'index.html' : `${route.replace(/^\/+|\/+$/g, '')}.html`
}

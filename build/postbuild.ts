// After `vike build`: optimise every prerendered page, write sitemap.xml, robots.txt, _headers, _redirects and the feed, precompress.
// The pages as Vike wrote them stay beside the client folder (RAW_PAGES_DIR, never served) for tests/unit/optimizeHtml.build.test.ts.
import { cpSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { BLOG_FEED_PATH, blogFeed } from './blogFeed.ts'
import { writeHeadersFile } from './headersFile.ts'
import { keepCriticalCss } from './criticalCss.ts'
import { withoutInterElementSpace } from './interElementSpace.ts'
import { optimizeHtml, RAW_PAGES_DIR, type Manifest } from './optimizeHtml.ts'
import { precompress } from './precompress.ts'
import { redirectsFile } from './redirectsFile.ts'
import { robotsTxt, sitemapXml } from './sitemap.ts'
import { content as readContent } from '../content/content.ts'
import { site } from '../content/siteConfig.ts'

const DIST_DIR = process.env.DIST_DIR ?? 'dist'
const CLIENT_DIR = join(DIST_DIR, 'client')
const manifest = JSON.parse(readFileSync(join(DIST_DIR, 'assets.json'), 'utf8')) as Manifest
const readAsset = (file: string) => readFileSync(join(CLIENT_DIR, file), 'utf8')

const htmlFiles = readdirSync(CLIENT_DIR, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html'))
rmSync(join(DIST_DIR, RAW_PAGES_DIR), { recursive: true, force: true })
for (const name of htmlFiles) {
  const file = join(CLIENT_DIR, name)
  cpSync(file, join(DIST_DIR, RAW_PAGES_DIR, name))
  const optimized = optimizeHtml({ page: name, html: readFileSync(file, 'utf8'), manifest, readAsset })
  writeFileSync(file, withoutInterElementSpace(await keepCriticalCss(name, optimized)))
}

const content = readContent()
writeFileSync(join(CLIENT_DIR, 'sitemap.xml'), sitemapXml(content.pages.values(), site))
writeFileSync(join(CLIENT_DIR, 'robots.txt'), robotsTxt(site))
writeHeadersFile(DIST_DIR, site)
writeFileSync(join(CLIENT_DIR, '_redirects'), redirectsFile(content.pages.keys()))
if (content.pages.has('/blog')) writeFileSync(join(CLIENT_DIR, ...BLOG_FEED_PATH.split('/')), blogFeed(content))
const compressed = precompress(CLIENT_DIR)
console.log(
  `postbuild: optimised ${htmlFiles.length} pages, wrote sitemap.xml, robots.txt, _headers, _redirects, ${BLOG_FEED_PATH}; precompressed ${compressed} files`,
)

// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { blogFeed } from '../../build/blogFeed.ts'
import { content as readContent } from '../../content/content.ts'

const content = readContent()
const xml = blogFeed(content)
const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map(([, item]) => item!)
const tag = (item: string, name: string) =>
  item.match(new RegExp(`<${name}>(?:<!\\[CDATA\\[)?([\\s\\S]*?)(?:\\]\\]>)?</${name}>`))?.[1]?.replaceAll('&amp;', '&')

describe('the blog RSS feed', () => {
  it('is RSS 2.0 for the blog, in Danish, with a link to itself', () => {
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\s*<rss version="2.0"/)
    expect(xml).toContain(`<link>${content.site.siteUrl}/blog</link>`)
    expect(xml).toContain('<language>da</language>')
    expect(xml).toContain(`href="${content.site.siteUrl}/blog/rss.xml"`)
  })

  it('lists every article once, newest first, with its title, address, excerpt, category and date', () => {
    const articles = [...content.collections.articles].sort((a, b) => String(b.date).localeCompare(String(a.date)))
    expect(items).toHaveLength(6)
    expect(items.map((item) => tag(item, 'link'))).toEqual(articles.map((article) => `${content.site.siteUrl}/blog/${article.id}`))
    const first = items[0]!
    expect(tag(first, 'title')).toBe(articles[0]!.title)
    expect(tag(first, 'description')).toBe(articles[0]!.excerpt)
    expect(tag(first, 'category')).toBe(articles[0]!.category)
    expect(tag(first, 'pubDate')).toBe(new Date(`${String(articles[0]!.date)}T00:00:00Z`).toUTCString())
    expect(first).toContain(`<enclosure length="0" type="image/webp" url="${content.site.siteUrl}/media/blog/${articles[0]!.id}.webp"/>`)
  })

  it('is the same file for the same content (dated by the newest article, not the build)', () => {
    expect(blogFeed(content)).toBe(xml)
  })
})

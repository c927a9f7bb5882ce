// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { headersOfPath, parseHeadersFile } from './hostHeaders.ts'

const FILE = [
  '# Security headers everywhere',
  '/*',
  '  X-Content-Type-Options: nosniff',
  "  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-a+b/c='",
  '',
  '/assets/*',
  '  Cache-Control: public, max-age=31536000, immutable',
  '',
  '/:page/index.pageContext.json',
  '  Cache-Control: public, max-age=300',
  '',
].join('\n')

describe("a _headers file in Cloudflare Pages' format", () => {
  const rules = parseHeadersFile(FILE)

  it('gives a path the headers of every rule that matches it, values kept whole (colons and semicolons too)', () => {
    expect(headersOfPath(rules, '/assets/chunks/x.js')).toEqual({
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'self'; script-src 'self' 'sha256-a+b/c='",
      'cache-control': 'public, max-age=31536000, immutable',
    })
  })

  it('matches a placeholder to one path segment and a splat to any number, slashes included', () => {
    expect(headersOfPath(rules, '/kontakt/index.pageContext.json')['cache-control']).toBe('public, max-age=300')
    expect(headersOfPath(rules, '/services/seo/index.pageContext.json')['cache-control']).toBeUndefined()
    expect(headersOfPath(rules, '/')['x-content-type-options']).toBe('nosniff')
    expect(headersOfPath(rules, '/assetsx/y.js')['cache-control']).toBeUndefined()
  })

  it('refuses what it does not read rather than serve other headers than the host', () => {
    expect(() => parseHeadersFile('  X-Frame-Options: DENY\n')).toThrow('line 1: a header before any path pattern')
    expect(() => parseHeadersFile('https://klikvaerk.dk/*\n  X-Frame-Options: DENY\n')).toThrow('line 1: a path pattern starts with "/"')
    expect(() => parseHeadersFile('/*\n  ! X-Frame-Options\n')).toThrow('line 2: expected an indented "Name: value"')
  })
})

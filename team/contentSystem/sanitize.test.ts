import { describe, expect, it } from 'vitest'
import { cleanEmail, cleanHttpsUrl, cleanPhone, cleanText } from './sanitize.ts'

/** Elements the browser would create from the string if it were ever put into the page as HTML. */
const elementsIn = (text: string) => {
  const template = document.createElement('template')
  template.innerHTML = text
  return template.content.querySelectorAll('*').length
}

describe('cleanText: plain text without any markup', () => {
  it.each([
    ['<script>alert(1)</script>Hej', 'Hej'],
    ['<img src=x onerror="alert(1)">Anna', 'Anna'],
    ['<svg onload="alert(1)"></svg>Rådgiver', 'Rådgiver'],
    ['<b>Anna</b> <i>Jensen</i>', 'Anna Jensen'],
    ['<style>body{display:none}</style>Tekst', 'Tekst'],
    ['<iframe src="javascript:alert(1)"></iframe>Tekst', 'Tekst'],
    // entity-encoded markup is decoded and cleaned again, never left for later
    ['&lt;script&gt;alert(1)&lt;/script&gt;Hej', 'Hej'],
    ['&amp;lt;img src=x onerror=alert(1)&amp;gt;Hej', 'Hej'],
    ['Mikkel &#197;g&aring;rd', 'Mikkel Ågård'],
    ['SEO &amp; SEM', 'SEO & SEM'],
    ['Tal under 5 < 10', 'Tal under 5 < 10'],
    ['  Anna \t  Jensen \n', 'Anna Jensen'],
    ['<p>Første afsnit.</p><p>Andet <br>afsnit.</p>', 'Første afsnit.\n\nAndet\nafsnit.'],
  ])('%j → %j', (input, text) => {
    expect(cleanText(input)).toBe(text)
    expect(elementsIn(cleanText(input))).toBe(0)
  })

  it('nested script tags leave only harmless text', () => {
    const text = cleanText('<scr<script>ipt>alert(1)</scr</script>ipt>Eva')
    expect(elementsIn(text)).toBe(0)
    expect(text).not.toMatch(/<\s*\/?\s*script/i)
    expect(text).toMatch(/Eva$/)
  })

  it('numbers become text; anything else becomes ""', () => {
    expect(cleanText(42)).toBe('42')
    expect(cleanText(null)).toBe('')
    expect(cleanText(undefined)).toBe('')
    expect(cleanText({ rendered: 'x' })).toBe('')
    expect(cleanText(['x'])).toBe('')
  })
})

describe('cleanHttpsUrl: only absolute https URLs survive', () => {
  it.each([
    ['https://www.linkedin.com/in/anna', 'https://www.linkedin.com/in/anna'],
    ['  https://cms.example.dk/a b.webp ', 'https://cms.example.dk/a%20b.webp'],
    ['HTTPS://CMS.Example.dk/Foto.webp', 'https://cms.example.dk/Foto.webp'],
  ])('keeps %j as %j', (input, url) => expect(cleanHttpsUrl(input)).toBe(url))

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\u0000script:alert(1)',
    '\u0001javascript:alert(1)',
    ' javascript:alert(1)',
    'java&#x09;script:alert(1)',
    '%6Aavascript:alert(1)',
    'javascript%3Aalert(1)',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+PC9zdmc+',
    'data:image/png;base64,iVBORw0KGgo=',
    'http://example.dk/foto.jpg',
    '//example.dk/foto.jpg',
    '/wp-content/uploads/foto.jpg',
    'foto.jpg',
    'mailto:anna@example.dk',
    'tel:+4512345678',
    'https://',
    // DOMPurify drops an attribute value that carries markup
    'https://x.dk/"><script>alert(1)</script>',
    '',
  ])('drops %j', (input) => expect(cleanHttpsUrl(input)).toBeUndefined())

  it('drops anything that is not a string', () => {
    expect(cleanHttpsUrl(123)).toBeUndefined()
    expect(cleanHttpsUrl({ url: 'https://x.dk' })).toBeUndefined()
  })
})

describe('cleanEmail and cleanPhone: mailto:/tel: only where they belong', () => {
  it.each([
    ['anna@klikvaerk.dk', 'anna@klikvaerk.dk'],
    ['mailto:anna@klikvaerk.dk', 'anna@klikvaerk.dk'],
    ['MAILTO:anna@klikvaerk.dk', 'anna@klikvaerk.dk'],
    ['<a href="mailto:anna@klikvaerk.dk">anna@klikvaerk.dk</a>', 'anna@klikvaerk.dk'],
    [' anna@klikvaerk.dk ', 'anna@klikvaerk.dk'],
  ])('e-mail %j → %j', (input, email) => expect(cleanEmail(input)).toBe(email))

  it.each([
    'javascript:alert(1)//@klikvaerk.dk',
    'JaVaScRiPt:alert(1)',
    'https://klikvaerk.dk',
    'anna@klikvaerk.dk?subject=hej',
    'anna',
    '',
    'anna@klikvaerk.dk, bo@klikvaerk.dk',
  ])('drops e-mail %j', (input) => expect(cleanEmail(input)).toBeUndefined())

  it.each([
    ['+45 12 34 56 78', '+45 12 34 56 78'],
    ['tel:+4512345678', '+4512345678'],
    ['TEL:+45 12 34 56 78', '+45 12 34 56 78'],
    ['12 34 56 78', '12 34 56 78'],
  ])('phone %j → %j', (input, phone) => expect(cleanPhone(input)).toBe(phone))

  it.each(['JaVaScRiPt:alert(9)', 'javascript:alert(1)', 'vbscript:msgbox(1)', 'https://klikvaerk.dk', 'ring til os', '', '<script>alert(1)</script>'])(
    'drops phone %j',
    (input) => expect(cleanPhone(input)).toBeUndefined(),
  )
})

describe('cleanText fails closed', () => {
  it('gives "" for markup hidden under more layers of entities than it will peel', () => {
    let hidden = '<b>x</b>'
    for (let layer = 0; layer < 6; layer++) hidden = hidden.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
    expect(cleanText(hidden)).toBe('')
  })

  it('refuses to run where DOMPurify cannot clean (no DOM), instead of passing the input through', async () => {
    const { default: DOMPurify } = await import('dompurify')
    const supported = DOMPurify.isSupported
    DOMPurify.isSupported = false
    try {
      expect(() => cleanText('<img src=x onerror=alert(1)>')).toThrow()
      expect(() => cleanHttpsUrl('https://x.dk')).toThrow()
    } finally {
      DOMPurify.isSupported = supported
    }
  })
})

describe('cleanText drops characters that turn text around or hide in it', () => {
  it.each([
    // right-to-left override: "Anna \u202Enesnej" would show as "Anna jensen" spelled backwards
    ['Anna \u202Enesnej', 'Anna nesnej'],
    ['\u202AAnna\u202C \u202BJensen\u202C', 'Anna Jensen'],
    ['\u2066Anna\u2069 \u2067Jensen\u2069 \u2068Bo\u2069', 'Anna Jensen Bo'],
    ['Anna\u200E \u200FJensen\u061C', 'Anna Jensen'],
    // zero-width characters that make two names look alike
    ['An\u200Bna Je\u2060nsen\uFEFF', 'Anna Jensen'],
    // entity-encoded controls are decoded and dropped too
    ['&#x202E;Anna&#8238;', 'Anna'],
  ])('%j → %j', (input, text) => expect(cleanText(input)).toBe(text))

  it('keeps the zero-width joiner that emoji sequences need', () => {
    expect(cleanText('Udvikler 👩\u200D💻')).toBe('Udvikler 👩\u200D💻')
  })

  it('cleans e-mail addresses of them as well', () => {
    expect(cleanEmail('anna@klik\u202Evaerk.dk')).toBe('anna@klikvaerk.dk')
  })
})

describe('where the sanitiser parses', () => {
  it('parses in a hidden frame that may not run scripts, so no inline handler is ever compiled (or reported)', () => {
    expect(cleanText('<img src=x onerror="alert(1)">Anna')).toBe('Anna')
    const frame = document.querySelector<HTMLIFrameElement>('iframe[data-content-sanitizer]')
    expect(frame).not.toBeNull()
    expect(frame!.getAttribute('sandbox')).toBe('allow-same-origin')
    expect(frame!.hidden).toBe(true)
    // one frame, however much is cleaned
    cleanText('<b>igen</b>')
    cleanHttpsUrl('https://x.dk')
    expect(document.querySelectorAll('iframe[data-content-sanitizer]')).toHaveLength(1)
  })
})

// The members the stand-in content system (contentStandIn.ts) serves, as WordPress sends them: custom
// fields under `acf`, the featured image under `_embedded`. Each attack tries to set
// `window.__pwned` (or to call alert), so a browser test sees at once whether anything ran.

export interface StandInMember {
  id: number
  slug: string
  type: string
  title: { rendered: string }
  acf: Record<string, unknown>
  _embedded?: { 'wp:featuredmedia'?: { source_url: string }[] }
}

const UPLOADS = 'https://cms.klikvaerk.test/wp-content/uploads/2026/11'

/** The "team" category of the posts fallback. */
export const TEAM_CATEGORY = { id: 7, slug: 'team', name: 'Team' }

/** GET /media/{id}: Freja's portrait, and one item whose address is a script. */
export const STAND_IN_MEDIA = [
  { id: 901, source_url: `${UPLOADS}/freja-dahl.webp` },
  { id: 902, source_url: 'javascript:window.__pwned="media"' },
]

/** Freja's bio as a visitor reads it (the stand-in sends it as HTML, with an entity). */
export const FREJA_BIO =
  'Freja bygger landingssider, der konverterer: hun tester overskrifter, formularer & billeder, indtil tallene taler tydeligt, og hun deler altid, hvad hun lærer undervejs, med resten af holdet.'

/** A member only the content system knows, with a bio longer than the 150 characters of a description. */
export const FREJA = {
  slug: 'freja-dahl',
  name: 'Freja Dahl',
  role: 'Konverteringsspecialist',
  bio: FREJA_BIO,
  email: 'freja@klikvaerk.dk',
}

export const normalMembers: StandInMember[] = [
  {
    id: 301,
    slug: FREJA.slug,
    type: 'team-members',
    title: { rendered: FREJA.name },
    acf: {
      team_member_name: FREJA.name,
      team_member_role: FREJA.role,
      team_member_bio: `<p>${FREJA_BIO.replace('&', '&amp;')}</p>`,
      team_member_expertise: 'Landingssider, A/B-test ,Konverteringsoptimering',
      team_member_email: FREJA.email,
      team_member_phone: '+45 12 34 56 79',
      team_member_linkedin: 'https://www.linkedin.com/in/freja-dahl-klikvaerk',
      team_member_image: 901,
    },
  },
  {
    id: 302,
    slug: 'oliver-krogh',
    type: 'team-members',
    title: { rendered: 'Oliver Krogh' },
    acf: {
      team_member_name: 'Oliver Krogh',
      team_member_role: 'Webudvikler',
      team_member_bio: 'Oliver bygger hurtige websites.',
      team_member_expertise: 'Webudvikling',
      team_member_image: `${UPLOADS}/oliver-krogh.webp`,
    },
  },
]

/** The name with right-to-left override characters, and what a visitor must see of it. */
export const RTL_NAME = { raw: 'Nora \u202Ekcor\u202C \u2067Berg\u2069', shown: 'Nora kcor Berg' }

/** The slug of the member carrying most attacks; visit /team/{IDA_SLUG}. */
export const IDA_SLUG = 'ida-sand'

/**
 * The twenty attack patterns, spread over four members:
 *  1 <script> in a name            2 <img onerror> in a role          3 <svg onload> in a bio
 *  4 <script> inside <svg>         5 entity-encoded <img onerror>     6 double-encoded <script>
 *  7 <a href="javascript:" onclick> 8 <details open ontoggle>         9 <iframe src="javascript:">
 * 10 <form action/formaction="javascript:">  11 <object data="javascript:">  12 <meta http-equiv=refresh>
 * 13 mXSS via <math><mtext><table><mglyph><style>   14 <noscript> title breakout
 * 15 javascript:/java\tscript:/&#106;avascript: LinkedIn   16 vbscript: e-mail, javascript: phone
 * 17 data:/javascript: images, a media item and a featured image pointing at a script
 * 18 right-to-left override and isolates in a name, zero-width characters in a role
 * 19 markup in a slug              20 very long strings (a 120,000-character bio, an unbroken role)
 */
export const hostileMembers: StandInMember[] = [
  {
    id: 401,
    slug: IDA_SLUG,
    type: 'team-members',
    title: { rendered: 'Ida Sand' },
    acf: {
      team_member_name: '<script>window.__pwned="name"</script>Ida <b>Sand</b>',
      team_member_role: '<img src=x onerror="window.__pwned=\'role\'">Rådgiver',
      team_member_bio: [
        '<svg onload="window.__pwned=\'svg\'"></svg>Ida hjælper med strategi.',
        '<svg><script>window.__pwned="svg-script"</script></svg>',
        '&lt;img src=x onerror="window.__pwned=\'encoded\'"&gt;',
        '&amp;lt;script&amp;gt;window.__pwned="double"&amp;lt;/script&amp;gt;',
        '<a href="javascript:window.__pwned=\'href\'" onclick="window.__pwned=\'click\'">Læs mere</a>',
        '<details open ontoggle="window.__pwned=\'toggle\'"><summary>x</summary></details>',
        '<iframe src="javascript:window.__pwned=\'iframe\'"></iframe>',
        '<form action="javascript:window.__pwned=\'form\'"><button formaction="javascript:alert(10)">Send</button></form>',
        '<object data="javascript:window.__pwned=\'object\'"></object>',
        '<meta http-equiv="refresh" content="0;url=javascript:window.__pwned=\'refresh\'">',
        '<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned=\'mxss\'">',
        '<noscript><p title="</noscript><img src=x onerror=window.__pwned=\'noscript\'>">',
      ].join(''),
      team_member_expertise: 'SEO, <script>window.__pwned="tag"</script>, <img src=x onerror="window.__pwned=\'tag-img\'">Strategi',
      team_member_linkedin: 'javascript:window.__pwned="linkedin"',
      team_member_email: 'vbscript:msgbox(16)',
      team_member_phone: 'JaVaScRiPt:window.__pwned="phone"',
      team_member_image: 'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDE3KSI+PC9zdmc+',
    },
    _embedded: { 'wp:featuredmedia': [{ source_url: 'javascript:window.__pwned="featured"' }] },
  },
  {
    id: 402,
    slug: 'nora-berg',
    type: 'team-members',
    title: { rendered: 'Nora Berg' },
    acf: {
      team_member_name: RTL_NAME.raw,
      team_member_role: 'Ann\u200Boncø\u2060r\uFEFF',
      team_member_bio: 'Nora skriver annoncer.',
      team_member_linkedin: 'java\tscript:window.__pwned="tab"',
      team_member_email: 'javascript:window.__pwned="mail"//@klikvaerk.dk',
      team_member_image: 902,
    },
  },
  {
    id: 403,
    slug: 'eva"><script>window.__pwned="slug"</script>',
    type: 'team-members',
    title: { rendered: 'Eva Holm' },
    acf: {
      team_member_name: 'Eva Holm',
      team_member_role: 'Skribent',
      team_member_bio: 'Eva skriver.',
      team_member_linkedin: '&#106;avascript:window.__pwned="entity"',
      team_member_image: 'javascript:window.__pwned="image"',
    },
  },
  {
    id: 404,
    slug: 'lang-tekst',
    type: 'team-members',
    title: { rendered: 'Lang Tekst' },
    acf: {
      team_member_name: 'Lang Tekst',
      team_member_role: 'x'.repeat(3_000),
      team_member_bio: 'Meget lang biografi. '.repeat(6_000),
    },
  },
]

// The rules Google's rich-result documentation gives for the schema.org types our pages use (the
// properties it requires, and those it recommends that we promise to give), checked offline on the
// JSON-LD blocks of each built page. A type without rules here fails, so a new one gets its rules.
type Node = Record<string, unknown>

/** A JSON-LD block's problems, each naming the property path. */
export type Problems = string[]

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/
const isObject = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value)
const isText = (value: unknown) => typeof value === 'string' && value.trim() !== ''
const isUrl = (value: unknown) => typeof value === 'string' && /^https:\/\/[^\s]+$/.test(value)
const types = (node: Node) => [node['@type']].flat().filter((type): type is string => typeof type === 'string')

/** Looks a `{ "@id" }` reference up among the page's blocks, so a publisher may point at the organisation. */
function resolve(value: unknown, byId: ReadonlyMap<string, Node>): unknown {
  if (!isObject(value) || typeof value['@id'] !== 'string') return value
  return { ...byId.get(value['@id']), ...value }
}

interface Context {
  byId: ReadonlyMap<string, Node>
  problems: Problems
}

function need(context: Context, path: string, ok: boolean, what: string) {
  if (!ok) context.problems.push(`${path}: ${what}`)
}

/** An image as a URL or an ImageObject with one. */
const isImage = (value: unknown) => [value].flat().every((image) => isUrl(image) || (isObject(image) && isUrl(image.url))) && value !== undefined

function organization(context: Context, path: string, raw: unknown, { logo }: { logo: boolean }) {
  const node = resolve(raw, context.byId)
  if (!isObject(node)) return need(context, path, false, 'missing (an Organization or Person)')
  need(context, `${path}.name`, isText(node.name), 'required')
  need(context, `${path}.url`, isUrl(node.url), 'recommended: the https address of its page')
  if (logo) need(context, `${path}.logo`, isImage(node.logo), 'required: its logo (an https image)')
}

/** Article, BlogPosting, NewsArticle (https://developers.google.com/search/docs/appearance/structured-data/article). */
function article(context: Context, node: Node) {
  need(context, 'headline', isText(node.headline), 'required')
  need(context, 'image', isImage(node.image), 'required: an https image or ImageObject')
  for (const date of ['datePublished', 'dateModified'] as const)
    need(context, date, typeof node[date] === 'string' && ISO_DATE.test(node[date]), 'an ISO 8601 date')
  organization(context, 'author', node.author, { logo: false })
  organization(context, 'publisher', node.publisher, { logo: true })
}

/** FAQPage (https://developers.google.com/search/docs/appearance/structured-data/faqpage). */
function faqPage(context: Context, node: Node) {
  const questions = node.mainEntity
  need(context, 'mainEntity', Array.isArray(questions) && questions.length > 0, 'required: the questions')
  for (const [index, question] of (Array.isArray(questions) ? questions : []).entries()) {
    const path = `mainEntity[${index}]`
    need(context, `${path}.@type`, isObject(question) && question['@type'] === 'Question', 'must be Question')
    need(context, `${path}.name`, isObject(question) && isText(question.name), 'required: the question')
    const answer: unknown = isObject(question) ? question.acceptedAnswer : undefined
    need(context, `${path}.acceptedAnswer.text`, isObject(answer) && answer['@type'] === 'Answer' && isText(answer.text), 'required: an Answer with text')
  }
}

/** BreadcrumbList (https://developers.google.com/search/docs/appearance/structured-data/breadcrumb). */
function breadcrumbList(context: Context, node: Node) {
  const items = node.itemListElement
  need(context, 'itemListElement', Array.isArray(items) && items.length >= 2, 'required: at least two ListItems')
  const list = Array.isArray(items) ? items : []
  for (const [index, item] of list.entries()) {
    const path = `itemListElement[${index}]`
    if (!isObject(item)) {
      need(context, path, false, 'must be a ListItem')
      continue
    }
    need(context, `${path}.position`, item.position === index + 1, `must be ${index + 1}`)
    need(context, `${path}.name`, isText(item.name), 'required')
    // The last crumb may leave its address out; every other needs one.
    need(context, `${path}.item`, isUrl(item.item) || (index === list.length - 1 && item.item === undefined), 'required: the https address of that page')
  }
}

/** Organization and LocalBusiness (https://developers.google.com/search/docs/appearance/structured-data/organization, …/local-business). */
function organisation(context: Context, node: Node) {
  organization(context, '', node, { logo: true })
  if (!types(node).includes('LocalBusiness')) return
  const address = node.address
  need(
    context,
    'address',
    isObject(address) && ['streetAddress', 'postalCode', 'addressLocality', 'addressCountry'].every((key) => isText(address[key])),
    'required: a full PostalAddress',
  )
  need(context, 'telephone', isText(node.telephone), 'recommended')
}

/** An Offer's price: Google requires `price`, or `minPrice` with `maxPrice`, and a currency (https://developers.google.com/search/docs/appearance/structured-data/merchant-listing). */
function offer(context: Context, path: string, raw: unknown) {
  if (!isObject(raw)) return need(context, path, false, 'must be an Offer')
  const priced = (node: Node) => typeof node.price === 'number' || (typeof node.minPrice === 'number' && typeof node.maxPrice === 'number')
  need(context, `${path}.price`, priced(raw), 'required: price, or minPrice with maxPrice')
  need(context, `${path}.priceCurrency`, isText(raw.priceCurrency), 'required')
  const specification = raw.priceSpecification
  if (specification === undefined) return
  if (!isObject(specification)) return need(context, `${path}.priceSpecification`, false, 'must be a PriceSpecification')
  need(context, `${path}.priceSpecification.price`, priced(specification), 'required: price, or minPrice with maxPrice')
  need(context, `${path}.priceSpecification.priceCurrency`, isText(specification.priceCurrency), 'required')
}

/** Service (schema.org; no rich result of its own, so what its offer needs and a provider). */
function service(context: Context, node: Node) {
  need(context, 'name', isText(node.name), 'required')
  organization(context, 'provider', node.provider, { logo: false })
  if (node.offers !== undefined) for (const [index, each] of [node.offers].flat().entries()) offer(context, `offers[${index}]`, each)
}

/** WebPage (schema.org; a page's own description). */
function webPage(context: Context, node: Node) {
  need(context, 'name', isText(node.name), 'required')
  need(context, 'url', isUrl(node.url), 'required: its https address')
  if (node.publisher !== undefined) organization(context, 'publisher', node.publisher, { logo: true })
}

/** Person (schema.org; a team member's page). */
function person(context: Context, node: Node) {
  need(context, 'name', isText(node.name), 'required')
  need(context, 'url', isUrl(node.url), 'required: its https address')
  if (node.image !== undefined) need(context, 'image', isImage(node.image), 'an https image')
}

const RULES: Record<string, (context: Context, node: Node) => void> = {
  Article: article,
  BlogPosting: article,
  NewsArticle: article,
  FAQPage: faqPage,
  BreadcrumbList: breadcrumbList,
  Organization: organisation,
  LocalBusiness: organisation,
  Service: service,
  WebPage: webPage,
  Person: person,
}

/** The problems of each of one page's JSON-LD blocks, by its position and type; empty when all pass. */
export function checkPageJsonLd(blocks: readonly unknown[]): string[] {
  const nodes = blocks.filter(isObject)
  const byId = new Map(nodes.filter((node) => typeof node['@id'] === 'string').map((node) => [node['@id'] as string, node]))
  return blocks.flatMap((block, index) => {
    const name = isObject(block) ? types(block).join(',') || '(no @type)' : '(not an object)'
    const context: Context = { byId, problems: [] }
    if (!isObject(block)) context.problems.push('must be a JSON object')
    else {
      need(context, '@context', block['@context'] === 'https://schema.org', 'must be "https://schema.org"')
      const rules = types(block).map((type) => RULES[type])
      need(context, '@type', rules.length > 0 && rules.every(Boolean), `no rules for ${name}: add them to tests/checkers/richResults.ts`)
      for (const rule of rules) rule?.(context, block)
    }
    return context.problems.map((problem) => `block ${index + 1} (${name}) › ${problem.replace(/^\./, '')}`)
  })
}

/** A page's JSON-LD blocks, parsed (a block that is not JSON is reported as such). */
export function jsonLdBlocks(html: string): unknown[] {
  // Our head writes each block as <script type="application/ld+json">…</script> (head/structuredData.ts escapes "<").
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, text]) => {
    try {
      return JSON.parse(text!) as unknown
    } catch {
      return 'not JSON'
    }
  })
}

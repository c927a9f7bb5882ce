import { contentSystemMessages } from '../messages.ts'
import { CONTENT_LIMITS } from './constants.ts'
import { normalizeMember, slugOf, type LookupContext } from './normalize.ts'
import { getJson } from './request.ts'
import { slugify } from './slugify.ts'
import type { ContentClient, ContentClientConfig, DisplayTeamMember } from './types.ts'

export type { ContentClient, ContentClientConfig, DisplayTeamMember } from './types.ts'
export { CONTENT_LIMITS, retryDelay } from './constants.ts'
export { slugify } from './slugify.ts'

/** The routes a team list may live under, in the order they are tried (SPEC.md section 7). */
export const TEAM_ENDPOINTS = ['/team-member', '/team_member', '/teammember', '/team-members', '/team_members', '/team'] as const
type TeamEndpoint = (typeof TEAM_ENDPOINTS)[number]

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '')
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** A value and whether it may be kept in the cache (an "everything failed" answer is not). */
interface Loaded<T> {
  value: T
  keep: boolean
}

/**
 * The content-system client (SPEC.md sections 7 and 8): GET only, JSON, 10 s per request.
 * Each client remembers the team endpoint that answered with a list and tries it first from
 * then on, and keeps results for 5 minutes (concurrent callers share one request).
 */
export function createContentClient(config: ContentClientConfig): ContentClient {
  const context: LookupContext = {
    baseUrl: withoutTrailingSlash(config.baseUrl),
    customFieldsBaseUrl: config.customFieldsBaseUrl ? withoutTrailingSlash(config.customFieldsBaseUrl) : null,
    // Read at call time, so a fetch replaced later (by a test's interceptor) is the one used.
    fetch: (input, init) => (config.fetch ?? globalThis.fetch)(input, init),
  }
  const base = context.baseUrl
  let remembered: TeamEndpoint | undefined
  const cache = new Map<string, { expires: number; value: Promise<unknown> }>()

  const endpoints = (): TeamEndpoint[] => (remembered ? [remembered, ...TEAM_ENDPOINTS.filter((e) => e !== remembered)] : [...TEAM_ENDPOINTS])

  function cached<T>(key: string, load: () => Promise<Loaded<T>>): Promise<T> {
    const hit = cache.get(key)
    if (hit && hit.expires > Date.now()) return hit.value as Promise<T>
    const entry = { expires: Number.POSITIVE_INFINITY, value: Promise.resolve() as Promise<unknown> }
    const forget = () => cache.get(key) === entry && cache.delete(key)
    entry.value = load().then(
      ({ value, keep }) => {
        if (keep) entry.expires = Date.now() + CONTENT_LIMITS.cacheMs
        else forget()
        return value
      },
      (error: unknown) => {
        forget()
        throw error
      },
    )
    cache.set(key, entry)
    return entry.value as Promise<T>
  }

  /** The JSON at `url`, or undefined when the request fails in any way. */
  const tryGet = (url: string) => getJson(url, context.fetch).catch(() => undefined)

  async function normalizeAll(items: unknown[]): Promise<DisplayTeamMember[]> {
    const members = await Promise.all(items.map((item) => normalizeMember(item, context)))
    const seen = new Set<string>()
    return members.filter((member): member is DisplayTeamMember => member !== null && !seen.has(member.slug) && !!seen.add(member.slug))
  }

  /** The raw list: the team endpoints in order, then the "team" category's posts; undefined if all fail. */
  async function rawTeam(): Promise<unknown[] | undefined> {
    for (const endpoint of endpoints()) {
      const list = await tryGet(`${base}${endpoint}?_embed&per_page=${CONTENT_LIMITS.pageSize}`)
      if (Array.isArray(list)) {
        remembered = endpoint
        return list
      }
    }
    const categories = await tryGet(`${base}/categories?slug=team`)
    const category = Array.isArray(categories) ? categories.find(isRecord) : undefined
    const id = category?.id
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return undefined
    const posts = await tryGet(`${base}/posts?_embed&categories=${id}&per_page=${CONTENT_LIMITS.pageSize}`)
    return Array.isArray(posts) ? posts : undefined
  }

  /**
   * The item for `slug`: the team endpoints in order, then the posts; undefined if none has it.
   * Of an answer, the first item with that slug counts, so a route that ignores `?slug=` and
   * sends everyone never puts another person on the page.
   */
  async function rawMember(slug: string): Promise<unknown> {
    const wanted = slugify(slug)
    if (!wanted) return undefined
    const query = `slug=${encodeURIComponent(slug)}&_embed`
    const match = (list: unknown) => (Array.isArray(list) ? list.find((item) => slugOf(item) === wanted) : undefined)
    for (const endpoint of endpoints()) {
      const list = await tryGet(`${base}${endpoint}?${query}`)
      if (Array.isArray(list)) remembered = endpoint
      const item = match(list)
      if (item !== undefined) return item
    }
    return match(await tryGet(`${base}/posts?${query}`))
  }

  return {
    getTeamMembers: () =>
      cached('team', async () => {
        const list = await rawTeam()
        return list ? { value: await normalizeAll(list), keep: true } : { value: [], keep: false }
      }),
    getTeamMember: (slug) =>
      cached(`member:${slug}`, async () => {
        const raw = await rawMember(slug)
        const member = raw === undefined ? null : await normalizeMember(raw, context)
        if (!member) throw new Error(contentSystemMessages.memberNotFound.replace('{slug}', slug))
        return { value: member, keep: true }
      }),
  }
}

/**
 * The client for the site's `contentApi` settings, or null when no content system is
 * configured: then the site shows its built-in members and requests nothing.
 */
export function contentClientFor(contentApi: { baseUrl: string | null; customFieldsBaseUrl: string | null }): ContentClient | null {
  return contentApi.baseUrl ? createContentClient({ baseUrl: contentApi.baseUrl, customFieldsBaseUrl: contentApi.customFieldsBaseUrl }) : null
}

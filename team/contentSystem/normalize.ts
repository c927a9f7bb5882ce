import { contentSystemMessages } from '../messages.ts'
import { getJson } from './request.ts'
import { cleanEmail, cleanHttpsUrl, cleanPhone, cleanText } from './sanitize.ts'
import { slugify } from './slugify.ts'
import type { ContentTeamMember, DisplayTeamMember, TeamMemberFields } from './types.ts'

const m = contentSystemMessages

/** What normalising needs to look things up: the bases and the fetch to use. */
export interface LookupContext {
  baseUrl: string
  customFieldsBaseUrl: string | null
  fetch: typeof fetch
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Custom fields worth the name: an object with at least one field (WordPress sends `false` or `[]` for none). */
function fieldsOf(item: ContentTeamMember): TeamMemberFields | undefined {
  return isRecord(item.acf) && Object.keys(item.acf).length > 0 ? (item.acf as TeamMemberFields) : undefined
}

/** A positive whole number given as a number or as digits, else undefined. */
function positiveId(value: unknown): number | undefined {
  const id = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined
}

/**
 * A member without custom fields gets them from the custom-field route /{type}/{id} on the
 * parallel base (SPEC.md section 7). A failure there ('ACF HTTP {code}', a time-out, no JSON)
 * is ignored: the member is normalised with what it has.
 */
async function withCustomFields(item: ContentTeamMember, context: LookupContext): Promise<ContentTeamMember> {
  const id = positiveId(item.id)
  if (fieldsOf(item) || !context.customFieldsBaseUrl || id === undefined || typeof item.type !== 'string' || !item.type) return item
  try {
    const answer = await getJson(`${context.customFieldsBaseUrl}/${encodeURIComponent(item.type)}/${id}`, context.fetch, m.customFieldsError)
    return isRecord(answer) && isRecord(answer.acf) ? { ...item, acf: answer.acf as TeamMemberFields } : item
  } catch {
    return item
  }
}

/** The source_url of media item `id` (GET /media/{id}), if it is an https URL. */
async function mediaUrl(id: number, context: LookupContext): Promise<string | undefined> {
  try {
    const media = await getJson(`${context.baseUrl}/media/${id}`, context.fetch)
    return isRecord(media) ? cleanHttpsUrl(media.source_url) : undefined
  } catch {
    return undefined
  }
}

/**
 * The portrait (SPEC.md section 3): the image field as a URL string, a media id, or an image
 * object (sizes.large preferred, then medium, the full-size url, the thumbnail); else the
 * embedded featured media. Only https URLs count; anything else falls through to the next source.
 */
async function imageOf(item: ContentTeamMember, fields: TeamMemberFields, context: LookupContext): Promise<string | null> {
  const image = fields.team_member_image
  let url: string | undefined
  const mediaId = positiveId(image)
  if (mediaId !== undefined) url = await mediaUrl(mediaId, context)
  else if (typeof image === 'string') url = cleanHttpsUrl(image)
  else if (isRecord(image)) {
    const sizes = isRecord(image.sizes) ? image.sizes : {}
    url = [sizes.large, sizes.medium, image.url, sizes.thumbnail].map(cleanHttpsUrl).find(Boolean)
  }
  const featured = item._embedded?.['wp:featuredmedia']
  url ??= Array.isArray(featured) && isRecord(featured[0]) ? cleanHttpsUrl(featured[0].source_url) : undefined
  return url ?? null
}

/** Expertise tags: the comma-separated field (or a list) as cleaned, trimmed tags; empty ones dropped. */
function expertiseOf(value: unknown): string[] {
  const parts = Array.isArray(value) ? value : [value]
  return parts
    .flatMap((part) => cleanText(part).split(','))
    .map((tag) => tag.trim())
    .filter(Boolean)
}

/** The item's own slug (percent-encoded in WordPress for non-ASCII) decoded, else "". */
function ownSlug(value: unknown): string {
  if (typeof value !== 'string') return ''
  try {
    return cleanText(decodeURIComponent(value))
  } catch {
    return cleanText(value)
  }
}

const titleOf = (item: ContentTeamMember) => cleanText(isRecord(item.title) ? item.title.rendered : undefined)

/**
 * The slug a member is shown under: the item's own (made URL-safe by the slug rule), else its
 * title (or, without one, its name field) by the slug rule, else its id; "" if it has none of these.
 */
export function slugOf(raw: unknown): string {
  if (!isRecord(raw)) return ''
  const item = raw as ContentTeamMember
  const name = fieldsOf(item)?.team_member_name
  return slugify(ownSlug(item.slug)) || slugify(titleOf(item) || cleanText(name)) || String(positiveId(item.id) ?? '')
}

/**
 * One member from the content system as the site shows it (SPEC.md sections 3 and 5). Every
 * string is cleaned; the slug is the item's own (made URL-safe by the slug rule) or made from
 * its title by the slug rule. Returns null for something that is not a member at all.
 */
export async function normalizeMember(raw: unknown, context: LookupContext): Promise<DisplayTeamMember | null> {
  if (!isRecord(raw)) return null
  const item = await withCustomFields(raw as ContentTeamMember, context)
  const fields = fieldsOf(item) ?? {}
  const title = titleOf(item)
  const givenName = cleanText(fields.team_member_name)
  const slug = slugOf(item)
  if (!slug) return null
  const member: DisplayTeamMember = {
    slug,
    name: givenName || title || m.unknownName,
    role: cleanText(fields.team_member_role) || m.unknownRole,
    image: await imageOf(item, fields, context),
    bio: cleanText(fields.team_member_bio),
    expertise: expertiseOf(fields.team_member_expertise),
    isWordPress: true,
    isPlaceholder: false,
  }
  const linkedin = cleanHttpsUrl(fields.team_member_linkedin)
  const email = cleanEmail(fields.team_member_email)
  const phone = cleanPhone(fields.team_member_phone)
  if (linkedin) member.linkedin = linkedin
  if (email) member.email = email
  if (phone) member.phone = phone
  return member
}

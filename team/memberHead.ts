import { teamMessages } from './messages.ts'
import type { LiveHead } from '../head/liveHead.ts'
import { bioDescription, type DisplayTeamMember } from './displayMember.ts'

/** What the head needs of the site: its name and its address (data/site.json `brand`, `siteUrl`). */
export interface HeadSite {
  brand: string
  siteUrl: string
}

/**
 * The head of a member's page, as a prerendered member page has it: "{name} – {role} | {brand}",
 * the description the first 150 characters of the bio (SPEC.md "Team member detail"), the
 * canonical URL the member's own `{siteUrl}/team/{slug}`, indexable.
 */
export function memberPageHead(member: DisplayTeamMember, site: HeadSite): LiveHead {
  return {
    title: `${member.name} – ${member.role} | ${site.brand}`,
    description: bioDescription(member.bio) || `${member.name} – ${member.role}`,
    url: `${site.siteUrl}/team/${encodeURIComponent(member.slug)}`,
    noindex: false,
  }
}

/** The head of "Teammedlem ikke fundet": no canonical URL, not indexed. */
export function memberNotFoundHead(site: HeadSite): LiveHead {
  const t = teamMessages
  return { title: `${t.notFoundTitle} | ${site.brand}`, description: t.notFoundText, url: null, noindex: true }
}

// The display team member (SPEC.md section 3) and the rules every team view shares. No React here.
import type { TeamMember } from '../schemas/collections/teamMember.ts'
import type { DisplayTeamMember } from './types.ts'

export type { DisplayTeamMember }

/** Bios on /team are cut at this many characters (SPEC.md section 9). */
export const BIO_PREVIEW_LENGTH = 120

/** Page descriptions of member pages are the bio's first this many characters (SPEC.md "Team member detail"). */
export const DESCRIPTION_LENGTH = 150

/** A built-in member as the collection's "card" view delivers it. */
export type TeamCard = Pick<TeamMember, 'id' | 'name' | 'role' | 'bio' | 'expertise' | 'image' | 'linkedin' | 'email' | 'phone'>

/** The recruiting card that closes the team list. */
export interface RecruitingCard {
  title: string
  text: string
  action: { label: string; href: string }
}

/** A bio cut for the team list: its first 120 characters and "...", or the whole bio when it is no longer. */
export function bioPreview(bio: string, length = BIO_PREVIEW_LENGTH): { text: string; truncated: boolean } {
  if (bio.length <= length) return { text: bio, truncated: false }
  return { text: `${bio.slice(0, length).trimEnd()}...`, truncated: true }
}

/** The description of a member's page: the first 150 characters of the bio. */
export function bioDescription(bio: string): string {
  return bio.slice(0, DESCRIPTION_LENGTH).trim()
}

/** The first name, for "Book en dialog med {first name}". */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name
}

/** A built-in team member (collection item) as a display member. */
export function displayFromCollection(item: TeamCard): DisplayTeamMember {
  return {
    slug: item.id,
    name: item.name,
    role: item.role,
    image: item.image.src,
    bio: item.bio,
    expertise: [...item.expertise],
    ...(item.linkedin ? { linkedin: item.linkedin } : {}),
    ...(item.email ? { email: item.email } : {}),
    ...(item.phone ? { phone: item.phone } : {}),
    isWordPress: false,
    isPlaceholder: false,
  }
}

/** The recruiting card as the fifth built-in display member. */
export function displayFromRecruiting(card: RecruitingCard): DisplayTeamMember {
  return { slug: '', name: card.title, role: card.action.label, image: null, bio: card.text, expertise: [], isWordPress: false, isPlaceholder: true }
}

// Until the content-system client lands (contentSystem/types.ts), its display member type lives here.
/** A team member as every team view shows it (SPEC.md section 3, "display team member"). */
export interface DisplayTeamMember {
  slug: string
  name: string
  role: string
  /** An https URL, or a path under the media base URL; null when the member has none. */
  image: string | null
  bio: string
  expertise: string[]
  linkedin?: string
  email?: string
  phone?: string
  /** Came from the content system. */
  isWordPress: boolean
  /** The recruiting card. */
  isPlaceholder: boolean
}

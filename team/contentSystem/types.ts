/**
 * A team member as the site shows it (SPEC.md section 3, "display team member"): the built-in
 * members and those delivered by the content system share this shape.
 */
export interface DisplayTeamMember {
  /** URL id: the page is /team/{slug}. Lowercase letters, digits and single hyphens. */
  slug: string
  /** Full name; "Unknown Name" when the content system has none. */
  name: string
  /** Role at the agency; "Unknown Role" when the content system has none. */
  role: string
  /** Portrait: an absolute https URL, or null when there is none (the page shows its fallback). */
  image: string | null
  /** Plain text (no markup); paragraphs separated by a blank line. May be empty. */
  bio: string
  /** Expertise tags, trimmed, none empty. */
  expertise: string[]
  /** LinkedIn profile: an absolute https URL. */
  linkedin?: string
  /** E-mail address without "mailto:". */
  email?: string
  /** Phone number as displayed, without "tel:" (build the link with `telHref`). */
  phone?: string
  /** True for members that came from the content system. */
  isWordPress: boolean
  /** True for the recruiting placeholder card ("Er du vores næste holdkammerat?"). */
  isPlaceholder: boolean
}

/** The custom fields of a team member in the content system (SPEC.md section 3). */
export interface TeamMemberFields {
  team_member_name?: unknown
  team_member_role?: unknown
  team_member_bio?: unknown
  /** Comma-separated tags. */
  team_member_expertise?: unknown
  team_member_linkedin?: unknown
  team_member_email?: unknown
  team_member_phone?: unknown
  /** A URL string, a media id, or an object with `url` and `sizes.large|medium|thumbnail`. */
  team_member_image?: unknown
}

/**
 * A team member (or post) as the content system's REST API delivers it. Everything is read
 * defensively: the fields are typed `unknown` where the API gives no guarantee.
 */
export interface ContentTeamMember {
  id?: unknown
  slug?: unknown
  type?: unknown
  title?: { rendered?: unknown }
  /** Custom fields; WordPress sends `false` or `[]` when a post has none. */
  acf?: TeamMemberFields | false | unknown[]
  _embedded?: { 'wp:featuredmedia'?: Array<{ source_url?: unknown }> }
}

/** Where the content system lives (`contentApi` in data/site.json). */
export interface ContentClientConfig {
  /** The REST API base, e.g. "https://cms.example.dk/wp-json/wp/v2". */
  baseUrl: string
  /** The parallel base of the custom-field routes, e.g. "https://cms.example.dk/wp-json/acf/v3". */
  customFieldsBaseUrl: string | null
  /** Defaults to the global fetch (read at call time). */
  fetch?: typeof fetch
}

/** What the site asks of the content system. */
export interface ContentClient {
  /** Every team member; an empty list when nothing answers with a list. Cached 5 minutes. */
  getTeamMembers(): Promise<DisplayTeamMember[]>
  /** One member; rejects with 'Team member with slug "{slug}" not found'. Cached 5 minutes. */
  getTeamMember(slug: string): Promise<DisplayTeamMember>
}

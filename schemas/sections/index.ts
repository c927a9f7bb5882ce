import type { ResolvedFromSchema } from '../resolvedContent.ts'
import { bookingCalendarSchema } from './bookingCalendar.ts'
import { contactDetailsSchema } from './contactDetails.ts'
import { contactFormSchema } from './contactForm.ts'
import { contactIntroSchema } from './contactIntro.ts'
import { cookieSettingsSchema } from './cookieSettings.ts'
import { heroSchema } from './hero.ts'
import { legalClauseSchema } from './legalClause.ts'
import { mapEmbedSchema } from './mapEmbed.ts'
import { pageIntroSchema } from './pageIntro.ts'

/** Every section type a page may use, keyed by its `type`. Add a new section's schema here. */
export const sectionSchemas = {
  hero: heroSchema,
  pageIntro: pageIntroSchema,
  legalClause: legalClauseSchema,
  cookieSettings: cookieSettingsSchema,
  contactIntro: contactIntroSchema,
  bookingCalendar: bookingCalendarSchema,
  contactDetails: contactDetailsSchema,
  contactForm: contactFormSchema,
  mapEmbed: mapEmbedSchema,
} as const

type SectionSchemas = typeof sectionSchemas
export type SectionType = keyof SectionSchemas
/**
 * Each section type's fields as its component receives them (computed once): references to collection
 * items are the items (their view's fields), Markdown is HTML.
 */
type SectionMap = { [K in SectionType]: ResolvedFromSchema<SectionSchemas[K]> }
/** The section of one type. */
export type SectionOf<K extends SectionType> = SectionMap[K]
/** Any section. */
export type Section = SectionMap[SectionType]

export const sectionTypes = Object.keys(sectionSchemas) as SectionType[]

import type { FromSchema } from 'json-schema-to-ts'
import { cookieSettingsSchema } from './cookieSettings.ts'
import { heroSchema } from './hero.ts'
import { legalClauseSchema } from './legalClause.ts'
import { pageIntroSchema } from './pageIntro.ts'

/** Every section type a page may use, keyed by its `type`. Add a new section's schema here. */
export const sectionSchemas = {
  hero: heroSchema,
  pageIntro: pageIntroSchema,
  legalClause: legalClauseSchema,
  cookieSettings: cookieSettingsSchema,
} as const

type SectionSchemas = typeof sectionSchemas
export type SectionType = keyof SectionSchemas
/** The section of one type, as TypeScript reads its schema. */
export type SectionOf<K extends SectionType> = FromSchema<SectionSchemas[K]>
/** Any section. */
export type Section = { [K in SectionType]: SectionOf<K> }[SectionType]

export const sectionTypes = Object.keys(sectionSchemas) as SectionType[]

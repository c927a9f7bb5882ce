import { bookingCalendarSchema, type BookingCalendarSection } from './bookingCalendar.ts'
import { contactDetailsSchema, type ContactDetailsSection } from './contactDetails.ts'
import { contactFormSchema, type ContactFormSection } from './contactForm.ts'
import { contactIntroSchema, type ContactIntroSection } from './contactIntro.ts'
import { cookieOverviewSchema, type CookieOverviewSection } from './cookieOverview.ts'
import { cookieSettingsSchema, type CookieSettingsSection } from './cookieSettings.ts'
import { faqSchema, type FaqSection } from './faq.ts'
import { heroSchema, type HeroSection } from './hero.ts'
import { legalClauseSchema, type LegalClauseSection } from './legalClause.ts'
import { mapEmbedSchema, type MapEmbedSection } from './mapEmbed.ts'
import { pageIntroSchema, type PageIntroSection } from './pageIntro.ts'
import { caseCarouselSchema, type CaseCarouselSection } from './caseCarousel.ts'
import { caseListSchema, type CaseListSection } from './caseList.ts'
import { caseHeroSchema, type CaseHeroSection } from './caseHero.ts'
import { caseStorySchema, type CaseStorySection } from './caseStory.ts'
import { caseVideoSchema, type CaseVideoSection } from './caseVideo.ts'
import { caseGallerySchema, type CaseGallerySection } from './caseGallery.ts'
import { caseQuoteSchema, type CaseQuoteSection } from './caseQuote.ts'
import { sitePreviewSchema, type SitePreviewSection } from './sitePreview.ts'
import { caseCtaSchema, type CaseCtaSection } from './caseCta.ts'
import { richTextSchema, type RichTextSection } from './richText.ts'
import { highlightsSchema, type HighlightsSection } from './highlights.ts'
import { ownerCardsSchema, type OwnerCardsSection } from './ownerCards.ts'
import { teamCardsSchema, type TeamCardsSection } from './teamCards.ts'
import { teamGridSchema, type TeamGridSection } from './teamGrid.ts'
import { teamProfileSchema, type TeamProfileSection } from './teamProfile.ts'
import { videoShowcaseSchema, type VideoShowcaseSection } from './videoShowcase.ts'
import { creativeGallerySchema, type CreativeGallerySection } from './creativeGallery.ts'
import { blogListSchema, type BlogListSection } from './blogList.ts'
import { articleHeaderSchema, type ArticleHeaderSection } from './articleHeader.ts'
import { articleBodySchema, type ArticleBodySection } from './articleBody.ts'
import { testimonialMarqueeSchema, type TestimonialMarqueeSection } from './testimonialMarquee.ts'
import { websiteShowcaseSchema, type WebsiteShowcaseSection } from './websiteShowcase.ts'
import { serviceHeroSchema, type ServiceHeroSection } from './serviceHero.ts'
import { statsSchema, type StatsSection } from './stats.ts'
import { cardGridSchema, type CardGridSection } from './cardGrid.ts'
import { checklistSchema, type ChecklistSection } from './checklist.ts'
import { stepsSchema, type StepsSection } from './steps.ts'
import { priceBlockSchema, type PriceBlockSection } from './priceBlock.ts'
import { relatedPagesSchema, type RelatedPagesSection } from './relatedPages.ts'
import { imageCarouselSchema, type ImageCarouselSection } from './imageCarousel.ts'
import { callToActionSchema, type CallToActionSection } from './callToAction.ts'
import { servicesOverviewSchema, type ServicesOverviewSection } from './servicesOverview.ts'
import { homeServicesSchema, type HomeServicesSection } from './homeServices.ts'

/** Every section type a page may use, keyed by its `type`. Add a new section's schema here. */
export const sectionSchemas = {
  hero: heroSchema,
  pageIntro: pageIntroSchema,
  legalClause: legalClauseSchema,
  richText: richTextSchema,
  faq: faqSchema,
  cookieOverview: cookieOverviewSchema,
  cookieSettings: cookieSettingsSchema,
  contactIntro: contactIntroSchema,
  bookingCalendar: bookingCalendarSchema,
  contactDetails: contactDetailsSchema,
  contactForm: contactFormSchema,
  mapEmbed: mapEmbedSchema,
  highlights: highlightsSchema,
  ownerCards: ownerCardsSchema,
  teamCards: teamCardsSchema,
  teamGrid: teamGridSchema,
  teamProfile: teamProfileSchema,
  videoShowcase: videoShowcaseSchema,
  creativeGallery: creativeGallerySchema,
  caseCarousel: caseCarouselSchema,
  caseList: caseListSchema,
  caseHero: caseHeroSchema,
  caseStory: caseStorySchema,
  caseVideo: caseVideoSchema,
  caseGallery: caseGallerySchema,
  caseQuote: caseQuoteSchema,
  sitePreview: sitePreviewSchema,
  caseCta: caseCtaSchema,
  blogList: blogListSchema,
  articleHeader: articleHeaderSchema,
  articleBody: articleBodySchema,
  testimonialMarquee: testimonialMarqueeSchema,
  websiteShowcase: websiteShowcaseSchema,
  serviceHero: serviceHeroSchema,
  stats: statsSchema,
  cardGrid: cardGridSchema,
  checklist: checklistSchema,
  steps: stepsSchema,
  priceBlock: priceBlockSchema,
  relatedPages: relatedPagesSchema,
  imageCarousel: imageCarouselSchema,
  callToAction: callToActionSchema,
  servicesOverview: servicesOverviewSchema,
  homeServices: homeServicesSchema,
} as const

type SectionSchemas = typeof sectionSchemas
export type SectionType = keyof SectionSchemas
/**
 * Each section type's fields as its component receives them, as declared beside each schema (computed
 * once): references to collection items are the items (their view's fields), Markdown is HTML.
 */
interface SectionMap {
  hero: HeroSection
  pageIntro: PageIntroSection
  legalClause: LegalClauseSection
  richText: RichTextSection
  faq: FaqSection
  cookieOverview: CookieOverviewSection
  cookieSettings: CookieSettingsSection
  contactIntro: ContactIntroSection
  bookingCalendar: BookingCalendarSection
  contactDetails: ContactDetailsSection
  contactForm: ContactFormSection
  mapEmbed: MapEmbedSection
  highlights: HighlightsSection
  ownerCards: OwnerCardsSection
  teamCards: TeamCardsSection
  teamGrid: TeamGridSection
  teamProfile: TeamProfileSection
  videoShowcase: VideoShowcaseSection
  creativeGallery: CreativeGallerySection
  caseCarousel: CaseCarouselSection
  caseList: CaseListSection
  caseHero: CaseHeroSection
  caseStory: CaseStorySection
  caseVideo: CaseVideoSection
  caseGallery: CaseGallerySection
  caseQuote: CaseQuoteSection
  sitePreview: SitePreviewSection
  caseCta: CaseCtaSection
  blogList: BlogListSection
  articleHeader: ArticleHeaderSection
  articleBody: ArticleBodySection
  testimonialMarquee: TestimonialMarqueeSection
  websiteShowcase: WebsiteShowcaseSection
  serviceHero: ServiceHeroSection
  stats: StatsSection
  cardGrid: CardGridSection
  checklist: ChecklistSection
  steps: StepsSection
  priceBlock: PriceBlockSection
  relatedPages: RelatedPagesSection
  imageCarousel: ImageCarouselSection
  callToAction: CallToActionSection
  servicesOverview: ServicesOverviewSection
  homeServices: HomeServicesSection
}
/** Fails to compile when a section type has no entry in SectionMap. */
type EverySectionTyped = { [K in SectionType]: SectionMap[K] }
/** The section of one type. */
export type SectionOf<K extends SectionType> = SectionMap[K]
/** Any section. */
export type Section = EverySectionTyped[SectionType]

export const sectionTypes = Object.keys(sectionSchemas) as SectionType[]

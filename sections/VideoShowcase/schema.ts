import type { JSONSchema } from 'json-schema-to-ts'
import { itemRefs } from '../../schemas/contentKeywords.ts'
import type { ItemsOf, ResolvedFromSchema } from '../../schemas/resolvedContent.ts'
import { sectionBase, textSchema } from '../../schemas/shared.ts'

/**
 * A vertical (9:16) video player beside a list of videos: choosing one plays it muted and looping.
 * Used on the home page (the agency's ad videos) and on /services/video-produktion (sample videos).
 */
export const videoShowcaseSchema = {
  title: 'Videoafspiller med liste',
  description:
    'En lodret videoafspiller (9:16) ved siden af en liste af videoer: den valgte afspilles lydløst i en løkke. Bruges på forsiden (bureauets annoncevideoer) og på /services/video-produktion (eksempler).',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'videos'],
  properties: {
    ...sectionBase('videoShowcase'),
    /** The section heading (h2), e.g. "Videoer, der sælger". */
    title: { ...textSchema, title: 'Overskrift', description: 'Sektionens overskrift, f.eks. "Videoer, der sælger".' },
    /** An optional sentence under the heading. */
    lead: { ...textSchema, title: 'Indledning', description: 'En valgfri sætning under overskriften.' },
    /** The videos in the list, in order (data/collections/videos.json); the first one is selected from the start. */
    videos: {
      ...itemRefs('videos', 'player'),
      title: 'Videoer',
      description: 'Videoerne i listen, i rækkefølge (fra samlingen videos); den første er valgt fra start.',
    },
  },
} as const satisfies JSONSchema

export type VideoShowcaseSection = ResolvedFromSchema<typeof videoShowcaseSchema, ItemsOf<'videos', 'player'>>

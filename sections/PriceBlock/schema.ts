import type { JSONSchema } from 'json-schema-to-ts'
import { itemRef } from '../../schemas/contentKeywords.ts'
import type { ItemsOf, ResolvedFromSchema } from '../../schemas/resolvedContent.ts'
import { linkSchema, sectionBase, textSchema } from '../../schemas/shared.ts'

/**
 * What a service costs and what it promises: the price (or how it is priced), what is included,
 * delivery times and a call to action. Also the source of the page's Service structured data.
 */
export const priceBlockSchema = {
  title: 'Pris',
  description:
    'Hvad en ydelse koster, og hvad den lover: prisen (eller hvordan den fastsættes), hvad den omfatter, leveringstider og en opfordring til handling. Giver også søgemaskinerne sidens oplysninger om ydelsen.',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'service', 'description', 'includes', 'action'],
  properties: {
    ...sectionBase('priceBlock'),
    /** The section heading (h2), e.g. "Pris". */
    title: { ...textSchema, title: 'Overskrift', description: 'Sektionens overskrift, f.eks. "Pris".' },
    /** The service this price is for, by id (data/collections/services.json). */
    service: { ...itemRef('services', 'link'), title: 'Ydelse', description: 'Den ydelse, prisen gælder (fra samlingen services).' },
    /** The price in whole Danish kroner, shown as e.g. "Fra 6.000 kr. om måneden". Leave out for services priced per task. */
    price: {
      title: 'Pris',
      description: 'Prisen i hele kroner, vist som f.eks. "Fra 6.000 kr. om måneden". Udelades for ydelser, der prissættes pr. opgave.',
      type: 'object',
      additionalProperties: false,
      required: ['amount'],
      properties: {
        /** Whole kroner, e.g. 6000; shown in Danish format (6.000 kr.). */
        amount: { title: 'Beløb', description: 'Hele kroner, f.eks. 6000; vises på dansk som "6.000 kr.".', type: 'integer', minimum: 1 },
        /** True when the amount is a starting price ("Fra ..."). */
        from: { title: 'Fra-pris', description: 'Ja, når beløbet er en startpris ("Fra …").', type: 'boolean' },
        /** Per month (recurring) or once (a project). */
        period: { title: 'Periode', description: 'Pr. måned (month, løbende) eller én gang (once, et projekt).', enum: ['month', 'once'] },
      },
    },
    /** Instead of a price: how the service is priced, e.g. "Fast pris efter en gratis gennemgang". */
    priceText: {
      ...textSchema,
      title: 'Pris i tekst',
      description: 'I stedet for en pris: hvordan ydelsen prissættes, f.eks. "Fast pris efter en gratis gennemgang".',
    },
    /** One or two sentences about the price. */
    description: { ...textSchema, title: 'Beskrivelse', description: 'En eller to sætninger om prisen.' },
    /** What the price includes. */
    includes: {
      title: 'Prisen omfatter',
      description: 'Hvad prisen omfatter.',
      type: 'array',
      minItems: 1,
      maxItems: 8,
      items: { ...textSchema, title: 'Punkt', description: 'Én ting, prisen omfatter.' },
    },
    /** Promises such as delivery times, e.g. { "label": "Enkle designs", "value": "24-48 timer" }. */
    promises: {
      title: 'Løfter',
      description: 'Løfter som leveringstider, f.eks. "Enkle designs" med "24-48 timer".',
      type: 'array',
      minItems: 1,
      maxItems: 4,
      items: {
        title: 'Løfte',
        description: 'Et løfte: hvad det gælder, og hvad vi lover.',
        type: 'object',
        additionalProperties: false,
        required: ['label', 'value'],
        properties: {
          /** What the promise is about. */
          label: { ...textSchema, title: 'Gælder', description: 'Hvad løftet gælder.' },
          /** The promise, e.g. "3-5 arbejdsdage". */
          value: { ...textSchema, title: 'Løfte', description: 'Selve løftet, f.eks. "3-5 arbejdsdage".' },
        },
      },
    },
    /** The call to action (to /kontakt). */
    action: { ...linkSchema, title: 'Knap', description: 'Opfordringen til handling, typisk til /kontakt.' },
  },
  oneOf: [{ required: ['price'] }, { required: ['priceText'] }],
} as const satisfies JSONSchema

export type PriceBlockSection = ResolvedFromSchema<typeof priceBlockSchema, ItemsOf<'services', 'link'>>

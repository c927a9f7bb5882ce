import type { PageDefinition } from './loadPages.ts'
import type { Section } from '../sections/types.ts'
import { claimedCookiePurposes } from '../consent/measurement/claimedCookies.ts'
import { meetsRequirement, type MeasurementConfig } from '../consent/measurement/tagServices.ts'
import type { TagRequirement } from '../schemas/collections/cookiePurpose.ts'
import { isObject } from './contentSource.ts'

/** Whether a block or list item is shown: it has no `requires`, or the configuration meets it. */
export function isShown(measurement: MeasurementConfig, value: unknown): boolean {
  return !isObject(value) || value.requires === undefined || meetsRequirement(measurement, value.requires as TagRequirement)
}

/** The value without the list entries (blocks, list items) whose requirement the configuration does not meet, at any depth. */
function withoutUnmet<T>(measurement: MeasurementConfig, value: T): T {
  if (Array.isArray(value)) return value.filter((entry) => isShown(measurement, entry)).map((entry) => withoutUnmet(measurement, entry)) as T
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, withoutUnmet(measurement, entry)])) as T
  return value
}

function claimedSection(measurement: MeasurementConfig, section: Section): Section {
  const shown = withoutUnmet(measurement, section)
  switch (shown.type) {
    case 'cookieOverview':
      return { ...shown, purposes: claimedCookiePurposes(measurement, shown.purposes) }
    case 'legalClause':
      // A list whose every item requires what is not configured goes too.
      return { ...shown, blocks: shown.blocks.filter((block) => block.kind !== 'list' || block.items.length > 0) }
    default:
      return shown
  }
}

/** A page as shown under the measurement configuration: entries whose `requires` is not met left out, the cookie overview's purposes as claimed. */
export function claimedPage(measurement: MeasurementConfig, page: PageDefinition): PageDefinition {
  return { ...page, sections: page.sections.map((section) => claimedSection(measurement, section)) }
}

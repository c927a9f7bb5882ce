import { site } from '../../site/index.ts'
import { studioMessages } from '../../studio/messages.ts'

export default () => `${studioMessages.title} | ${site.brand}`

import { site } from '../../site/index.ts'
import { studioMessages } from '../../build/studio/messages.ts'

export default () => `${studioMessages.title} | ${site.brand}`

import type { PageContext } from 'vike/types'
import { studioMessages } from '../../../studio/messages.ts'

export default (pageContext: PageContext) => studioMessages.editor.heading(pageContext.routeParams?.route ?? '/')

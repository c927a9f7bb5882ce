import type { PageContext } from 'vike/types'

export default (pageContext: PageContext) => `Eksempel: ${pageContext.routeParams?.type ?? ''}`

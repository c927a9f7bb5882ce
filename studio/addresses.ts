// The studio's addresses, so its parts can link to each other.

/** The studio's address in the dev server and in its build. */
export const STUDIO_ROUTE = '/studio'

/** The anchor of a route's outline on the pages part: "/" → "side-forside", "/a/b" → "side-a-b". */
export const pageAnchor = (route: string) => (route === '/' ? 'side-forside' : `side${route.replace(/\//g, '-')}`)

/** The address of a route's outline in the studio. */
export const pageLink = (route: string) => `${STUDIO_ROUTE}/sider#${pageAnchor(route)}`

/** The anchor of a collection item on the collections part. */
export const itemAnchor = (collection: string, id: string) => `element-${collection}-${id}`

/** The address of a collection item in the studio. */
export const itemLink = (collection: string, id: string) => `${STUDIO_ROUTE}/samlinger#${itemAnchor(collection, id)}`

/** The anchor of a section type on the sections part. */
export const sectionAnchor = (type: string) => `sektion-${type}`

/** The address of a section type in the studio. */
export const sectionLink = (type: string) => `${STUDIO_ROUTE}#${sectionAnchor(type)}`

/** The address of a section type's sample, rendered alone (the studio's frames show it). */
export const previewRoute = (type: string) => `${STUDIO_ROUTE}/eksempel/${type}`

/** The editor of the page a route serves: "/" → "/studio/rediger", "/om-os" → "/studio/rediger/om-os". */
export const editorRoute = (route: string) => `${STUDIO_ROUTE}/rediger${route === '/' ? '' : route}`

/** The dev server's endpoints for the editor (studio/editor/editorApi.ts): check a page, save it. */
export const EDITOR_API = { check: `${STUDIO_ROUTE}/api/tjek`, save: `${STUDIO_ROUTE}/api/gem` } as const

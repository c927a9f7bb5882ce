import { previewRoute } from '../../../studio/addresses.ts'

// One section type's sample, rendered alone: the studio's frames show it at phone and desktop width.
export default previewRoute('@type')

import { pageOutlines } from '../../../studio/pageOutline.ts'

export function data() {
  return { pages: pageOutlines() }
}

export type Data = ReturnType<typeof data>

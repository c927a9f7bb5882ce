import { collectionUses } from '../../../studio/itemUses.ts'

export function data() {
  return { collections: collectionUses() }
}

export type Data = ReturnType<typeof data>

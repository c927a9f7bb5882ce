import { machineMaps } from '../../../studio/machineMaps.ts'

export function data() {
  return { machines: machineMaps() }
}

export type Data = ReturnType<typeof data>

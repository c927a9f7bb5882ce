// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { machineMaps } from '../../studio/machineMaps.ts'

describe("the studio's machine maps", () => {
  const maps = machineMaps()

  it('draws every machine of machines/ from the machine itself', () => {
    expect(maps.map((map) => map.file).sort()).toEqual([
      'machines/bookingCalendar.ts',
      'machines/contactForm.ts',
      'machines/teamList.ts',
      'machines/teamMember.ts',
      'machines/videoPlayer.ts',
    ])
    const form = maps.find((map) => map.file === 'machines/contactForm.ts')!
    expect(form.states.find((row) => row.state === 'editing')?.initial).toBe(true)
    expect(form.states.flatMap((row) => row.transitions.map((t) => t.event))).toContain('SUBMIT')
  })

  it('marks what the model tests walk, from the paths the tests take', () => {
    for (const map of maps) {
      expect(map.model, map.file).not.toBeNull()
      expect(map.model!.paths.length).toBeGreaterThan(0)
      expect(map.model!.transitions.filter((t) => !t.walked)).toEqual([])
    }
  })
})

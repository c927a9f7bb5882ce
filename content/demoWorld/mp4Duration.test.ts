import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { formatDuration, mp4Duration } from './mp4Duration.ts'

/** A box: 32-bit size, four-letter type, payload. */
function box(type: string, ...payload: Uint8Array[]): Uint8Array {
  const size = 8 + payload.reduce((sum, part) => sum + part.length, 0)
  const out = new Uint8Array(size)
  new DataView(out.buffer).setUint32(0, size)
  out.set(
    [...type].map((c) => c.charCodeAt(0)),
    4,
  )
  let at = 8
  for (const part of payload) {
    out.set(part, at)
    at += part.length
  }
  return out
}

/** An mvhd payload of the given version with a timescale and duration (the rest zero). */
function mvhd(version: 0 | 1, timescale: number, duration: number): Uint8Array {
  const out = new Uint8Array(version === 1 ? 112 : 100)
  const view = new DataView(out.buffer)
  view.setUint8(0, version)
  const at = version === 1 ? 20 : 12
  view.setUint32(at, timescale)
  if (version === 1) view.setBigUint64(at + 4, BigInt(duration))
  else view.setUint32(at + 4, duration)
  return out
}

describe("mp4Duration reads a clip's length from its movie header, without ffmpeg", () => {
  it('reads version 0 and version 1 headers, after other top-level boxes', () => {
    const ftyp = box('ftyp', new Uint8Array(8))
    const free = box('free', new Uint8Array(3))
    const join = (...parts: Uint8Array[]) => new Uint8Array(parts.flatMap((part) => [...part]))
    expect(mp4Duration(join(ftyp, free, box('moov', box('mvhd', mvhd(0, 1000, 28_400)))))).toBe(28.4)
    expect(mp4Duration(join(ftyp, box('moov', box('trak'), box('mvhd', mvhd(1, 90_000, 3_420_000)))))).toBe(38)
  })

  it('says nothing for bytes without a movie header, or with a truncated box', () => {
    expect(mp4Duration(box('ftyp', new Uint8Array(8)))).toBeUndefined()
    expect(mp4Duration(box('moov', box('mvhd', mvhd(0, 1000, 1000))).slice(0, 40))).toBeUndefined()
    expect(mp4Duration(new Uint8Array(0))).toBeUndefined()
  })

  it('reads the shipped sample clip of /services/video-produktion that lasts 0:38', () => {
    const seconds = mp4Duration(readFileSync('public/media/videos/eksempel-kampagne.mp4'))
    expect(seconds).toBeCloseTo(38, 1)
    expect(formatDuration(seconds!)).toBe('0:38')
  })

  it('formats lengths as the player list shows them', () => {
    expect([4, 29.6, 61, 600].map(formatDuration)).toEqual(['0:04', '0:30', '1:01', '10:00'])
  })
})

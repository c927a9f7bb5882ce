/**
 * The length of an MP4 (ISO BMFF) file in seconds, read from its movie header (`moov` › `mvhd`):
 * a few dozen bytes of parsing, so checking what a page says about a clip needs no ffmpeg.
 * Returns undefined when the bytes hold no movie header.
 */
export function mp4Duration(bytes: Uint8Array): number | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const moov = findBox(view, 0, view.byteLength, 'moov')
  const mvhd = moov && findBox(view, moov.start, moov.end, 'mvhd')
  if (!mvhd || mvhd.end - mvhd.start < 32) return undefined
  const version = view.getUint8(mvhd.start)
  // After version and flags: creation and modification time (4 bytes each, 8 in version 1), timescale, duration.
  const timescaleAt = mvhd.start + (version === 1 ? 20 : 12)
  const timescale = view.getUint32(timescaleAt)
  const duration = version === 1 ? Number(view.getBigUint64(timescaleAt + 4)) : view.getUint32(timescaleAt + 4)
  return timescale > 0 ? duration / timescale : undefined
}

/** The payload (after the header) of the first box of this type between start and end. */
function findBox(view: DataView, start: number, end: number, type: string): { start: number; end: number } | undefined {
  let at = start
  while (at + 8 <= end) {
    let size = view.getUint32(at)
    let header = 8
    if (size === 1 && at + 16 <= end) {
      size = Number(view.getBigUint64(at + 8))
      header = 16
    } else if (size === 0) size = end - at
    if (size < header || at + size > end) return undefined
    const name = String.fromCharCode(view.getUint8(at + 4), view.getUint8(at + 5), view.getUint8(at + 6), view.getUint8(at + 7))
    if (name === type) return { start: at + header, end: at + size }
    at += size
  }
  return undefined
}

/** Seconds as the site shows a video's length: "m:ss", rounded to whole seconds. */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds)
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`
}

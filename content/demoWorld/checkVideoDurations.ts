import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ContentIssue } from '../contentIssues.ts'
import { formatDuration, mp4Duration } from './mp4Duration.ts'

/** Where the demo media the repository ships live (the default media base URL "/media" serves them). */
export const MEDIA_DIR = 'public/media'
const VIDEOS_FILE = 'data/collections/videos.json'

interface StatedVideo {
  id: string
  video: string
  duration: string
}

/**
 * What a page says about a file is true of that file: every video's stated `duration` is the
 * shipped clip's length (its MP4 movie header) rounded to whole seconds. One issue per video that
 * differs, whose file is missing, or whose file has no readable length.
 */
export function checkVideoDurations(videos: readonly StatedVideo[], root = '.'): ContentIssue[] {
  return videos.flatMap((video): ContentIssue[] => {
    const where = { file: VIDEOS_FILE, item: video.id }
    const path = join(root, MEDIA_DIR, video.video)
    if (!existsSync(path)) return [{ ...where, field: 'video', message: `file ${MEDIA_DIR}/${video.video} does not exist` }]
    const seconds = mp4Duration(readFileSync(path))
    if (seconds === undefined) return [{ ...where, field: 'video', message: `${MEDIA_DIR}/${video.video} has no MP4 movie header to read its length from` }]
    const actual = formatDuration(seconds)
    if (actual === video.duration) return []
    return [{ ...where, field: 'duration', message: `says "${video.duration}" but ${MEDIA_DIR}/${video.video} lasts ${actual} (${seconds.toFixed(2)} s)` }]
  })
}

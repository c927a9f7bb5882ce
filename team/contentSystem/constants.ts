/** SPEC.md section 9: the content system's limits, the query cache and the retry rule. */
export const CONTENT_LIMITS = {
  /** Each request is aborted after 10 s. */
  timeoutMs: 10_000,
  /**
   * A team page still waiting for the content system after this long tells the visitor that it
   * takes longer than usual and offers the way on (the built-in team, the contact page), while
   * the requests and retries go on: well within the first request's 10 s time-out, because with
   * a content system that hangs a member page would otherwise wait 7 endpoints × 10 s × 4
   * attempts (about 288 s) and /team about 72 s before saying anything.
   */
  slowNoticeMs: 5_000,
  /** Page size of the team lists. */
  pageSize: 100,
  /** Results are kept 5 minutes ("query cache garbage collection 5 minutes"). */
  cacheMs: 5 * 60_000,
  /** A failed query is retried 3 times. */
  retries: 3,
  /** The first retry waits 1 s, each further one twice as long ... */
  firstRetryDelayMs: 1_000,
  /** ... but never more than 30 s. */
  maxRetryDelayMs: 30_000,
} as const

/** The wait before retry number `retry` (1-based): 1 s, 2 s, 4 s, ... capped at 30 s. */
export function retryDelay(retry: number): number {
  return Math.min(CONTENT_LIMITS.firstRetryDelayMs * 2 ** Math.max(0, retry - 1), CONTENT_LIMITS.maxRetryDelayMs)
}

/**
 * When a page's network has been quiet for a while: the requests in flight and the moment the last one
 * ended. Pure (the caller gives the times); tests/bench/pageIdle.ts feeds it a page's CDP Network events.
 */
export class NetworkQuiet {
  private readonly inFlight = new Set<string>()
  private lastActivity: number

  constructor(now: number) {
    this.lastActivity = now
  }

  /** A request started (CDP Network.requestWillBeSent; a redirect keeps its id). */
  started(id: string, at: number): void {
    this.inFlight.add(id)
    this.lastActivity = at
  }

  /** A request ended: finished, failed or cancelled (an id not in flight still counts as activity). */
  ended(id: string, at: number): void {
    this.inFlight.delete(id)
    this.lastActivity = at
  }

  /** How long the network has been quiet at `now`, ms: 0 while a request is in flight. */
  quietFor(now: number): number {
    return this.inFlight.size > 0 ? 0 : Math.max(0, now - this.lastActivity)
  }

  /** The requests in flight. */
  get pending(): number {
    return this.inFlight.size
  }
}

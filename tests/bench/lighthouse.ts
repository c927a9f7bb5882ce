import { killAll, launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import type { Result } from 'lighthouse'
import { chromium } from '@playwright/test'
import { chromiumExecutable, chromiumLaunch } from '../chromium.ts'

/** The same browser the tests use (Lighthouse needs a path, so Playwright's own when that is the one). */
const CHROME_PATH = chromiumExecutable() ?? chromium.executablePath()

/** The tests' own flags (tests/chromium.ts), headless as Playwright would start it. */
const CHROME_FLAGS = ['--headless=new', ...chromiumLaunch.args]
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
/** Categories where every audit is expected to pass: their failing audits are reported by id. */
const STRICT_CATEGORIES = ['accessibility', 'best-practices', 'seo'] as const

/** One Lighthouse run of one page: scores 0-100, times in ms. */
export interface Measurement {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  /** Time to Interactive (the `interactive` audit): still in Lighthouse's report, no longer in its Performance score. */
  tti: number
  /** "category/audit-id" of scored audits below 100 in accessibility, best practices and SEO. */
  failingAudits: string[]
  /** Lighthouse's own run warnings. */
  warnings: string[]
  /** Lighthouse's rough CPU speed of the machine during this run (higher is faster). */
  benchmarkIndex: number
  /** The CPU slowdown Lighthouse simulated. */
  cpuSlowdown: number
}

export const METRICS = ['performance', 'accessibility', 'bestPractices', 'seo', 'fcp', 'lcp', 'tbt', 'cls', 'tti'] as const
export type Metric = (typeof METRICS)[number]

/** Kills every Chromium this process launched (also the one of a run in progress). */
export function killChromium(): void {
  killAll()
}

function score(lhr: Result, category: string): number {
  const value = lhr.categories[category]?.score
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${category} score`)
  return Math.round(value * 100)
}

function numeric(lhr: Result, audit: string): number {
  const value = lhr.audits[audit]?.numericValue
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no value for ${audit}`)
  return value
}

function failingAudits(lhr: Result): string[] {
  return STRICT_CATEGORIES.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .filter((ref) => {
        const audit = lhr.audits[ref.id]
        return typeof audit?.score === 'number' && audit.score < 1
      })
      .map((ref) => `${category}/${ref.id}`),
  )
}

/**
 * Launches a fresh Chromium (chrome-launcher gives it a new temporary profile and deletes it on kill),
 * runs Lighthouse twice, kills Chromium: a first visit (empty cache), then a repeat visit that keeps
 * what the first left in the cache (Lighthouse's disableStorageReset). `cpuSlowdown` is the
 * simulated CPU slowdown (tests/bench/slowdown.ts); undefined leaves Lighthouse's default 4x.
 */
async function runTwice(url: string, cpuSlowdown: number | undefined): Promise<{ first: Result; repeat: Result }> {
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent', handleSIGINT: false })
  try {
    const run = async (disableStorageReset: boolean) => {
      // No config: Lighthouse's default, i.e. mobile form factor with simulated throttling (slow 4G), the
      // CPU slowdown as given (Lighthouse merges a partial `throttling` into its defaults).
      const throttling = cpuSlowdown === undefined ? {} : { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        disableStorageReset,
        ...throttling,
      })
      if (!result) throw new Error('Lighthouse returned no result')
      if (result.lhr.runtimeError) throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`)
      return result.lhr
    }
    const first = await run(false)
    return { first, repeat: await run(true) }
  } finally {
    chrome.kill()
  }
}

function toMeasurement(lhr: Result): Measurement {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    fcp: numeric(lhr, 'first-contentful-paint'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    tti: numeric(lhr, 'interactive'),
    failingAudits: failingAudits(lhr),
    warnings: lhr.runWarnings,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
  }
}

/** Attempts at one URL: Lighthouse now and then fails to record a load's trace (NO_NAVSTART), then succeeds on the same page. */
const ATTEMPTS = 3

/**
 * Measures one URL, first and repeat visit, with the CPU slowed by cpuSlowdown in Lighthouse's
 * simulation (undefined: its default 4x); a failed attempt (runtimeError or crash) is retried up to
 * ATTEMPTS in all, then it throws.
 */
export async function measure(
  url: string,
  cpuSlowdown?: number,
): Promise<{ measurement: Measurement; repeat: Measurement; lighthouseVersion: string; userAgent: string }> {
  const problems: string[] = []
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      const { first, repeat } = await runTwice(url, cpuSlowdown)
      return {
        measurement: toMeasurement(first),
        repeat: toMeasurement(repeat),
        lighthouseVersion: first.lighthouseVersion,
        userAgent: first.environment.hostUserAgent,
      }
    } catch (error) {
      problems.push(`attempt ${attempt}: ${error instanceof Error ? error.message : String(error)}`)
      if (attempt < ATTEMPTS) console.error(`  Lighthouse failed on ${url}, retrying (${problems.at(-1)})`)
    }
  }
  throw new Error(`Lighthouse failed ${ATTEMPTS} times on ${url}\n  ${problems.join('\n  ')}`)
}

import { test as base, expect, type Page } from '@playwright/test'

export interface PageProblems {
  consoleErrors: string[]
  cspViolations: string[]
  offsiteRequests: string[]
}

/**
 * Every test page records console errors, uncaught errors and CSP violations, and any
 * request that would leave this machine is answered locally and recorded (tests never use the network).
 */
export const test = base.extend<{ problems: PageProblems }>({
  problems: async ({ page }, use) => {
    const problems: PageProblems = { consoleErrors: [], cspViolations: [], offsiteRequests: [] }
    // Third-party embeds get an empty answer: scripts define nothing, frames stay blank.
    await page.route(/^https?:\/\/(?!(localhost|127\.0\.0\.1)[:/])/, (route) => {
      const request = route.request()
      problems.offsiteRequests.push(request.url())
      const contentType = request.resourceType() === 'script' ? 'text/javascript' : request.resourceType() === 'stylesheet' ? 'text/css' : 'text/html'
      return route.fulfill({ status: 200, contentType, body: '' })
    })
    page.on('console', (message) => {
      if (message.type() === 'error') problems.consoleErrors.push(message.text())
      if (/Content.Security.Policy/i.test(message.text())) problems.cspViolations.push(message.text())
    })
    page.on('pageerror', (error) => problems.consoleErrors.push(`uncaught: ${error.message}`))
    await page.exposeFunction('__reportCspViolation', (text: string) => problems.cspViolations.push(text))
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        ;(window as unknown as { __reportCspViolation: (t: string) => void }).__reportCspViolation(`${event.violatedDirective} ${event.blockedURI}`)
      })
    })
    await use(problems)
  },
})

/** Opens a route and waits until React has hydrated it, so clicks reach their handlers. */
export async function openHydrated(page: Page, route: string) {
  const response = await page.goto(route)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  return response
}

export { expect }

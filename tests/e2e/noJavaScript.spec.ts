import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

// The menus are native popovers: they must open and close from first paint, with no script at all.
test.use({ javaScriptEnabled: false })

/** The popover a button opens, found through the button's `popovertarget`, as the browser does. */
async function popoverOf(page: Page, button: Locator) {
  const id = await button.getAttribute('popovertarget')
  expect(id, 'the button names its popover in the prerendered HTML').toBeTruthy()
  return page.locator(`[id="${id}"]`)
}

async function box(locator: Locator) {
  const found = await locator.boundingBox()
  expect(found).not.toBeNull()
  return found!
}

test.describe('without JavaScript, desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('the services dropdown opens under its button, closes on Escape and on an outside click, and its services are links that navigate', async ({ page }) => {
    await page.goto('/')
    // Scrolled, so "under the button" cannot hold by accident of document position.
    await page.mouse.wheel(0, 600)
    const toggle = page.getByRole('navigation', { name: 'Hovednavigation' }).getByRole('button', { name: 'Services' })
    const list = await popoverOf(page, toggle)
    await expect(list).toBeHidden()

    await toggle.click()
    await expect(list).toBeVisible()
    await expect(list.getByRole('link')).toHaveCount(10)
    await expect(list.getByRole('link', { name: 'Alle services' })).toBeVisible()
    await expect(list.getByRole('link', { name: 'Automatiseringer' })).toBeVisible()
    const [button, dropdown] = [await box(toggle), await box(list)]
    expect(dropdown.y).toBeGreaterThanOrEqual(button.y + button.height)
    expect(dropdown.y).toBeLessThan(button.y + button.height + 16)
    expect(Math.abs(dropdown.x - button.x)).toBeLessThan(2)

    await page.keyboard.press('Escape')
    await expect(list).toBeHidden()

    await toggle.click()
    await expect(list).toBeVisible()
    await page.mouse.click(20, 400)
    await expect(list).toBeHidden()

    await toggle.click()
    await list.getByRole('link', { name: 'Google Ads' }).click()
    await expect(page).toHaveURL(/\/services\/google-ads$/)
  })
})

test.describe('without JavaScript, mobile', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('the menu button opens the menu under the fixed bar and closes it again, also on Escape', async ({ page }) => {
    await page.goto('/')
    await page.mouse.wheel(0, 400)
    const toggle = page.getByRole('button', { name: 'Menu', exact: true })
    const menu = await popoverOf(page, toggle)
    await expect(menu).toBeHidden()

    await toggle.click()
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Google Ads' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Dialog og kaffe?' })).toHaveAttribute('href', '/kontakt')
    const [bar, panel] = [await box(page.getByRole('banner')), await box(menu)]
    expect(Math.abs(panel.y - (bar.y + bar.height))).toBeLessThanOrEqual(1)
    expect(panel.x).toBe(0)
    expect(panel.width).toBe(360)

    await toggle.click()
    await expect(menu).toBeHidden()

    await toggle.click()
    await expect(menu).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()

    await toggle.click()
    await menu.getByRole('link', { name: 'Blog' }).click()
    await expect(page).toHaveURL(/\/blog$/)
  })
})

test.describe('without JavaScript, what cannot work says so and offers another way', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('/kontakt: the calendar, the copy button and the form say what to do instead; nothing dead is shown', async ({ page }) => {
    await page.goto('/kontakt')
    const calendar = page.getByRole('region', { name: 'Bookingkalender' })
    await expect(calendar.getByText('Indlæser booking kalendar...')).toBeHidden()
    await expect(calendar.getByRole('heading', { name: 'Booking ikke tilgængelig' })).toBeVisible()
    // Playwright's text queries skip <noscript>; the browser shows it when scripts are off.
    await expect(calendar.locator('noscript p')).toBeVisible()
    await expect(calendar.locator('noscript p')).toContainText('Kalenderen kræver, at JavaScript er slået til.')
    await expect(calendar.getByRole('link', { name: 'Send Email' })).toHaveAttribute('href', /^mailto:/)
    await expect(page.getByRole('button', { name: 'Kopiér e-mail' })).toBeHidden()
    const form = page.locator('form')
    await expect(form.getByRole('button', { name: 'Send besked' })).toBeHidden()
    await expect(form.getByText('Formularen gøres klar', { exact: false })).toBeHidden()
    await expect(form.locator('noscript p')).toBeVisible()
    await expect(form.locator('noscript p')).toContainText('Formularen kan kun sendes, når JavaScript er slået til.')
    await expect(form.locator('noscript a')).toHaveAttribute('href', /^mailto:/)
    // What the visitor typed stays in the field (the page never reloads or submits).
    await form.getByLabel('Navn').fill('Mette Hansen')
    await form.getByLabel('Besked').press('Enter')
    await expect(page).toHaveURL(/\/kontakt$/)
    await expect(form.getByLabel('Navn')).toHaveValue('Mette Hansen')
  })

  test('/cookie-politik: the preferences button is hidden and the page says why', async ({ page }) => {
    await page.goto('/cookie-politik')
    await expect(page.getByRole('button', { name: 'Administrer Cookie Præferencer' })).toBeHidden()
    await expect(page.locator('main noscript p')).toBeVisible()
    await expect(page.locator('main noscript p')).toContainText('Uden JavaScript sætter siden kun de nødvendige cookies.')
  })
})

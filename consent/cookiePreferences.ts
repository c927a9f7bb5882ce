/** The optional cookie categories a visitor can switch on or off (necessary cookies are always on). */
export interface CookiePreferences {
  preferences: boolean
  statistics: boolean
  marketing: boolean
}

/** Name and lifetime as listed in the cookie policy: "cookie_preferences", 1 year. */
export const PREFERENCES_COOKIE = 'cookie_preferences'
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60

export const NO_OPTIONAL_COOKIES: CookiePreferences = { preferences: false, statistics: false, marketing: false }

/** The visitor's saved choices; nothing saved (or unreadable) means no optional cookies. */
export function readCookiePreferences(cookieHeader: string = document.cookie): CookiePreferences {
  const raw = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${PREFERENCES_COOKIE}=`))
  if (!raw) return NO_OPTIONAL_COOKIES
  try {
    const saved = JSON.parse(decodeURIComponent(raw.slice(PREFERENCES_COOKIE.length + 1))) as Partial<CookiePreferences>
    return {
      preferences: saved.preferences === true,
      statistics: saved.statistics === true,
      marketing: saved.marketing === true,
    }
  } catch {
    return NO_OPTIONAL_COOKIES
  }
}

/** Saves the choices for one year. */
export function saveCookiePreferences(choices: CookiePreferences) {
  const value = encodeURIComponent(JSON.stringify(choices))
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${PREFERENCES_COOKIE}=${value}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax${secure}`
}

import type { Config } from 'vike/types'

// A visitor's page is HTML only: Vike renders it on the server (and prerenders it) and sends the
// browser no code or data of its own; only the page's islands come to life there (islands/).
export default {
  meta: { Page: { env: { server: true, client: false } }, Layout: { env: { server: true, client: false } } },
} satisfies Config

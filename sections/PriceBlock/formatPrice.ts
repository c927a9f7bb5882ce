import { serviceMessages } from '../serviceMessages.ts'
import type { PriceBlockSection } from './schema.ts'

/**
 * Whole kroner with Danish thousands separators ("16000" → "16.000"), as Intl's da-DK number format
 * writes them. Written out: Intl's first Danish format loads locale data, a noticeable moment of a
 * slow phone's main thread when an island that shows a price hydrates.
 */
export function kroner(amount: number): string {
  return Math.round(amount)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')
}

/** A price as visitors read it, in Danish format: "Fra 6.000 kr. om måneden", "Fra 16.000 kr.". */
export function formatPrice({ amount, from, period }: NonNullable<PriceBlockSection['price']>): string {
  const { priceFrom, currency, perMonth } = serviceMessages
  return [from ? priceFrom : '', `${kroner(amount)} ${currency}`, period === 'month' ? perMonth : ''].filter(Boolean).join(' ')
}

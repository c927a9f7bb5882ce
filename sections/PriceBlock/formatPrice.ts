import { serviceMessages } from '../serviceMessages.ts'
import type { PriceBlockSection } from './schema.ts'

const kroner = new Intl.NumberFormat('da-DK', { maximumFractionDigits: 0 })

/** A price as visitors read it, in Danish format: "Fra 6.000 kr. om måneden", "Fra 16.000 kr.". */
export function formatPrice({ amount, from, period }: NonNullable<PriceBlockSection['price']>): string {
  const { priceFrom, currency, perMonth } = serviceMessages
  return [from ? priceFrom : '', `${kroner.format(amount)} ${currency}`, period === 'month' ? perMonth : ''].filter(Boolean).join(' ')
}

/** The names of the inline SVG icons content may choose (components/Icon draws each one). */
export const iconNames = [
  'search',
  'social',
  'video',
  'mail',
  'browser',
  'palette',
  'camera',
  'chart',
  'automation',
  'target',
  'trend',
  'users',
  'cart',
  'calendar',
  'invoice',
  'message',
  'star',
  'clock',
  'rocket',
  'shield',
  'layers',
  'store',
] as const

export type IconName = (typeof iconNames)[number]

/** One of the site's icons (components/Icon draws them as inline SVG). */
export const iconSchema = { type: 'string', enum: iconNames, description: 'Navnet på et af sitets ikoner.' } as const

import type { IconName } from '../../schemas/icon.ts'

/** 24×24 stroke paths, drawn for this site (no icon library ships to the browser). */
const paths: Record<IconName, string> = {
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-4-4',
  social: 'M7 10a3 3 0 1 0 0 .01M17 5a3 3 0 1 0 0 .01M17 19a3 3 0 1 0 0 .01M9.7 8.7l4.6-2.4M9.7 11.3l4.6 6.4',
  video: 'M4 6h11v12H4zM15 10l5-3v10l-5-3',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  browser: 'M3 5h18v14H3zM3 9h18M6 7h.01M9 7h.01',
  palette: 'M12 3a9 9 0 1 0 0 18c1.1 0 1.5-.9 1-1.7-.6-1-.1-2.3 1.2-2.3H17a4 4 0 0 0 4-4c0-5.5-4-10-9-10zM7.5 11h.01M10 7h.01M15 7.5h.01',
  camera: 'M4 8h3l2-3h6l2 3h3v11H4zM12 10.5a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  chart: 'M4 20V4M4 20h16M8 16v-4M12 16V8M16 16v-6',
  automation: 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9 7 7M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1',
  target: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zM12 11a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  trend: 'M3 17l6-6 4 4 8-8M15 7h6v6',
  users: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21v-1a6 6 0 0 1 12 0v1M16 3.5a4 4 0 0 1 0 7M18 14.5a6 6 0 0 1 4 5.5v1',
  cart: 'M3 4h2l2.4 11h10.2L20 8H6.2M9 20h.01M17 20h.01',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4',
  invoice: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3',
  message: 'M4 5h16v11H9l-5 4z',
  star: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 3',
  rocket: 'M5 15c-1.5 1.5-2 5-2 5s3.5-.5 5-2M9 15l-3-3c1-4 4.5-8 12-9-1 7.5-5 11-9 12zM14.5 9.5h.01',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6zM9 12l2 2 4-4',
  layers: 'M12 3l9 5-9 5-9-5zM3 13l9 5 9-5',
  store: 'M4 9l1.5-5h13L20 9M4 9h16v11H4zM4 9a2.7 2.7 0 0 0 5.3 0 2.7 2.7 0 0 0 5.4 0 2.7 2.7 0 0 0 5.3 0M10 20v-5h4v5',
}

export interface IconProps {
  /** Which icon. */
  name: IconName
  /** Rendered size in pixels (square). */
  size?: number
  /** CSS class for colour and spacing (the icon draws in `currentColor`). */
  className?: string
}

/** A decorative inline SVG icon; hidden from assistive technology, so its text beside it carries the meaning. */
export function Icon({ name, size = 24, className }: IconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  )
}

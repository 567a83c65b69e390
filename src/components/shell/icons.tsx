/** Line icons of the shell; decorative, so hidden from assistive technology (the text says it). */
const common = { width: 20, height: 20, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 1.4, 'aria-hidden': true, focusable: false } as const

export function SearchIcon() {
  return (
    <svg {...common} className="icon">
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5 21 21" strokeLinecap="round" />
    </svg>
  )
}

export function PersonIcon() {
  return (
    <svg {...common} className="icon">
      <circle cx="12" cy="8" r="4" />
      <path d="M4.5 20.5c1.2-3.6 4-5.5 7.5-5.5s6.3 1.9 7.5 5.5" strokeLinecap="round" />
    </svg>
  )
}

/** The trade area 'Access': a briefcase. */
export function TradeIcon() {
  return (
    <svg {...common} className="icon">
      <rect x="3.5" y="7.5" width="17" height="12" rx="1.5" />
      <path d="M9 7.5V5.5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2M3.5 12.5h17" strokeLinecap="round" />
    </svg>
  )
}

export function MenuIcon() {
  return (
    <svg {...common} className="icon">
      <path d="M3 7h18M3 12h18M3 17h18" strokeLinecap="round" />
    </svg>
  )
}

export function CloseIcon() {
  return (
    <svg {...common} className="icon">
      <path d="M5 5l14 14M19 5 5 19" strokeLinecap="round" />
    </svg>
  )
}

export function ChevronIcon() {
  return (
    <svg {...common} width={12} height={12} className="icon icon--chevron">
      <path d="M5 9l7 7 7-7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

/** The wishlist's heart, outlined or filled; decorative (the control's label says what it does). */
export function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="heart-icon">
      <path
        d="M12 20.5S3 15 3 9.2A4.5 4.5 0 0 1 12 7.5a4.5 4.5 0 0 1 9 1.7c0 5.8-9 11.3-9 11.3Z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinejoin="round"
      />
    </svg>
  )
}

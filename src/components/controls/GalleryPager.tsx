
/**
 * Which picture of a gallery shows: one short line per picture, the current one dark. Each line
 * is a button named after its picture ("2 of 5"); the current count is also announced politely.
 * Rendered by the gallery's client component, which owns the current index.
 */
export function GalleryPager({ current, names, label, onSelect }: { current: number; names: string[]; label: string; onSelect: (index: number) => void }) {
  if (names.length <= 1) return null
  return (
    <div className="ctl-gallery-pager">
      <ul className="ctl-dots" aria-label={label}>
        {names.map((name, index) => (
          <li key={index}>
            <button type="button" className="ctl-dots__dot" aria-label={name} aria-current={index === current ? 'true' : undefined} onClick={() => onSelect(index)} />
          </li>
        ))}
      </ul>
      <p className="sr-only" aria-live="polite">
        {names[current]}
      </p>
    </div>
  )
}

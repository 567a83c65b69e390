/** A block an editor placed inside rich text. Unknown types log and render a neutral box (spec). */
export function EmbeddedBlock({ blockType, fields, inline }: { blockType: string; fields: Record<string, unknown>; inline: boolean }) {
  if (blockType === 'pullQuote' && typeof fields.quote === 'string') {
    const attribution = typeof fields.attribution === 'string' ? fields.attribution : ''
    return (
      <figure className="rich-quote">
        <blockquote>
          <p>{fields.quote}</p>
        </blockquote>
        {attribution && <figcaption>{attribution}</figcaption>}
      </figure>
    )
  }
  console.error(`[richtext] no component for embedded block type "${blockType}"`)
  const Tag = inline ? 'span' : 'div'
  return <Tag className="block-fallback" data-block-type={blockType} />
}

import type { QuoteBlock as QuoteData } from '@/payload-types'

/** A quotation set large and calm. */
export function QuoteBlock({ block }: { block: QuoteData }) {
  return (
    <figure className="section block-quote">
      <blockquote>
        <p>{block.quote}</p>
      </blockquote>
      {block.author && (
        <figcaption>
          <span className="block-quote__author">{block.author}</span>
          {block.role && <span className="block-quote__role">{block.role}</span>}
        </figcaption>
      )}
    </figure>
  )
}

import type { Segment } from '../logic/highlight'

/** Text with its matched words in `<mark>`. */
export function Highlighted({ segments }: { segments: Segment[] }) {
  return (
    <>
      {segments.map((segment, index) => (segment.match ? <mark key={index}>{segment.text}</mark> : <span key={index}>{segment.text}</span>))}
    </>
  )
}

/** A store the wishlist's request can go to, as its choice shows it. */
export interface RequestStore {
  id: number
  label: string
  /** The country's calling code the form's phone prefix starts with. */
  prefix: string
}

/** The stores of one country, under the country's name in the visitor's language. */
export interface RequestStoreGroup {
  country: string
  stores: RequestStore[]
}

/** One wishlist item as a store request lists it. */
export interface RequestLine {
  name: string
  code: string | null
  /** A saved configuration's choices in one sentence ("Layout: 3-seat; Upholstery: Pelle (PLE 01)"), on the line below. */
  details?: string
}

export interface RequestMessageLabels {
  /** 'I would like information about these items from my wishlist:' */
  intro: string
  /** '… and {count} more' */
  more: string
}

const lineOf = ({ name, code, details }: RequestLine) => `- ${name}${code ? ` (${code})` : ''}${details ? `\n  ${details}` : ''}`

/**
 * The message a store request starts with when it comes from the wishlist: an introduction, then
 * one line per item (name and code, and a configuration's choices below it), within the request's `max` characters — what does not fit
 * is counted in a last line, so the visitor can still add their own words.
 */
export function requestMessage(lines: readonly RequestLine[], labels: RequestMessageLabels, max: number): string {
  const kept: string[] = [labels.intro]
  // Room left for the visitor's own words, and for the 'and N more' line should it be needed.
  const room = max - 200 - labels.more.length - 10
  for (const [index, line] of lines.entries()) {
    const next = lineOf(line)
    if (kept.join('\n').length + 1 + next.length > room) {
      kept.push(labels.more.replace('{count}', String(lines.length - index)))
      break
    }
    kept.push(next)
  }
  return `${kept.join('\n')}\n\n`
}

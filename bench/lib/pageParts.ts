/**
 * Where a page's HTML bytes go (uncompressed): the markup by part (head, header, main, footer),
 * the React Server Components data as sent and decoded, a few attribute kinds, and the largest
 * RSC rows. What `npm run bench:weight -- --parts` prints. Pure: no I/O.
 */
export interface PageParts {
  total: number
  /** The markup with every `<script>` element taken out. */
  markup: number
  head: number
  header: number
  main: number
  footer: number
  /** The `self.__next_f.push(…)` scripts as sent. */
  rscSent: number
  /** The flight data they carry, once the JavaScript string escaping is undone. */
  rscDecoded: number
  /** Other inline and external `<script>` elements. */
  otherScripts: number
  /** Attribute bytes (name, quotes and value) in the markup, by attribute name. */
  attributes: Record<'srcset' | 'src' | 'class' | 'sizes' | 'style' | 'href', number>
  /** The largest flight rows: the row id and its first characters, and its size. */
  largestRows: { row: string; bytes: number }[]
}

const bytes = (text: string) => Buffer.byteLength(text, 'utf8')

function element(html: string, tag: string): number {
  const start = html.search(new RegExp(`<${tag}[\\s>]`))
  const end = html.lastIndexOf(`</${tag}>`)
  return start >= 0 && end > start ? bytes(html.slice(start, end + tag.length + 3)) : 0
}

/** The flight data of a page: the strings pushed with `self.__next_f.push([1, "…"])`, joined. */
export function flightData(html: string): string {
  let data = ''
  for (const match of html.matchAll(/<script>self\.__next_f\.push\(([\s\S]*?)\)<\/script>/g)) {
    const chunk: unknown = JSON.parse(match[1] ?? 'null')
    if (Array.isArray(chunk) && chunk[0] === 1 && typeof chunk[1] === 'string') data += chunk[1]
  }
  return data
}

export function pageParts(html: string, rowsShown = 10): PageParts {
  const scripts = [...html.matchAll(/<script\b[^>]*>[\s\S]*?<\/script>/g)].map((match) => match[0])
  const rscScripts = scripts.filter((script) => script.startsWith('<script>self.__next_f.push('))
  const markupOnly = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
  const body = markupOnly.slice(markupOnly.search(/<body[\s>]/))
  const attribute = (name: string) =>
    [...markupOnly.matchAll(new RegExp(`\\s${name}="[^"]*"`, 'gi'))].reduce((total, match) => total + bytes(match[0]), 0)
  const data = flightData(html)
  const rows = data.split(/\n(?=[0-9a-f]+:)/).map((row) => ({ row: row.slice(0, 60), bytes: bytes(row) }))
  return {
    total: bytes(html),
    markup: bytes(markupOnly),
    head: element(markupOnly, 'head'),
    header: element(body, 'header'),
    main: element(body, 'main'),
    footer: element(body, 'footer'),
    rscSent: rscScripts.reduce((total, script) => total + bytes(script), 0),
    rscDecoded: bytes(data),
    otherScripts: scripts.filter((script) => !rscScripts.includes(script)).reduce((total, script) => total + bytes(script), 0),
    attributes: {
      srcset: attribute('(?:image)?srcset'),
      src: attribute('src'),
      class: attribute('class'),
      sizes: attribute('(?:image)?sizes'),
      style: attribute('style'),
      href: attribute('href'),
    },
    largestRows: rows.sort((a, b) => b.bytes - a.bytes).slice(0, rowsShown),
  }
}

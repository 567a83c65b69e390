/**
 * Layout decisions of the seed's documents, without drawing: which block goes on which page,
 * where a table's columns start, which page a catalogue's entry is on.
 */

/** A block of a page's flow: its height in points; a new page before it; kept on the page of the block after it (a title with its first row). */
export interface FlowBlock {
  height: number
  breakBefore?: boolean
  keepWithNext?: boolean
}

/**
 * The blocks in order on pages, as lists of block indices: a page takes blocks while they fit in
 * `room(page)` points (page counted from 0); a block marked `breakBefore` starts a page; a block
 * marked `keepWithNext` moves to the next page with its follower when both don't fit; a block
 * taller than a whole page still gets a page of its own (it is never dropped).
 */
export function flowBlocks(blocks: readonly FlowBlock[], room: (page: number) => number): number[][] {
  const pages: number[][] = [[]]
  let used = 0
  blocks.forEach((block, index) => {
    const current = pages.length - 1
    const page = pages[current] ?? []
    const follower = block.keepWithNext ? blocks[index + 1] : undefined
    const needed = block.height + (follower?.height ?? 0)
    if (page.length > 0 && (block.breakBefore === true || used + needed > room(current))) {
      pages.push([index])
      used = block.height
      return
    }
    page.push(index)
    used += block.height
  })
  return pages
}

/** Left edges of a table row's cells within `width`: code, name, then the rest; the last of three or more is set right-aligned (its right edge is `width`). */
export function rowColumns(cells: number, width: number): { left: number[]; lastRightAligned: boolean } {
  const code = 96
  if (cells <= 1) return { left: [0], lastRightAligned: false }
  if (cells === 2) return { left: [0, code], lastRightAligned: false }
  const name = Math.min(170, (width - code) * 0.45)
  const middle = Array.from({ length: cells - 3 }, (_, index) => code + name + ((width - code - name) * index) / Math.max(1, cells - 3))
  return { left: [0, code, ...middle, width], lastRightAligned: true }
}

/** A catalogue's pages: the cover, the contents, a page per product, then the notes' pages. */
export interface CataloguePlan {
  contents: number
  products: number[]
  notes: number | null
}

export function cataloguePlan(productCount: number, hasNotes: boolean): CataloguePlan {
  const products = Array.from({ length: productCount }, (_, index) => 3 + index)
  return { contents: 2, products, notes: hasNotes ? 3 + productCount : null }
}

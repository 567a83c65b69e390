import { describe, expect, it } from 'vitest'
import { requestMessage } from './storeRequest'

const labels = { intro: 'About my wishlist:', more: '… and {count} more' }

describe('a store request from the wishlist', () => {
  it('lists each item with its code, after an introduction, and leaves room to write', () => {
    expect(requestMessage([{ name: 'Astor sofa', code: 'AV-SOF-001' }, { name: 'Walnut', code: null }], labels, 2000)).toBe('About my wishlist:\n- Astor sofa (AV-SOF-001)\n- Walnut\n\n')
  })

  it('stays within the request’s limit with room to spare, counting what did not fit', () => {
    const lines = Array.from({ length: 500 }, (_, index) => ({ name: `Product ${String(index)}`, code: `AV-${String(index).padStart(3, '0')}` }))
    const message = requestMessage(lines, labels, 2000)
    expect(message.length).toBeLessThanOrEqual(1800)
    const listed = message.split('\n').filter((line) => line.startsWith('- ')).length
    expect(message).toContain(`… and ${String(500 - listed)} more`)
    expect(listed).toBeGreaterThan(50)
  })

  it('lists a configuration’s choices under its line', () => {
    expect(requestMessage([{ name: 'Astor sofa', code: 'AV-SOF-001-236', details: 'Layout: 3-seat; Upholstery: Pelle (PLE 01)' }], labels, 2000)).toBe('About my wishlist:\n- Astor sofa (AV-SOF-001-236)\n  Layout: 3-seat; Upholstery: Pelle (PLE 01)\n\n')
  })
})

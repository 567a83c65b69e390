import { describe, expect, it } from 'vitest'
import { bulletinReaches, newestBulletinsFirst, unreadCount, type TradeAudience } from './bulletins'

const now = new Date('2026-11-28T10:00:00Z')
const designerEu: TradeAudience = { group: 'designer', markets: ['eu'] }
const dealerUsUk: TradeAudience = { group: 'dealer', markets: ['us', 'uk'] }
const notice = (target: Partial<Parameters<typeof bulletinReaches>[0]> = {}) => ({ publishedAt: '2026-11-20T08:00:00Z', ...target })

describe('bulletinReaches', () => {
  it('shows a notice without groups or markets to every approved professional', () => {
    expect(bulletinReaches(notice(), designerEu, now)).toBe(true)
    expect(bulletinReaches(notice({ groups: [], markets: [] }), dealerUsUk, now)).toBe(true)
  })

  it('shows a notice for a group only to that group', () => {
    expect(bulletinReaches(notice({ groups: ['dealer', 'contract'] }), dealerUsUk, now)).toBe(true)
    expect(bulletinReaches(notice({ groups: ['dealer', 'contract'] }), designerEu, now)).toBe(false)
  })

  it('shows a notice for markets to a visitor with one of them', () => {
    expect(bulletinReaches(notice({ markets: ['uk', 'ch'] }), dealerUsUk, now)).toBe(true)
    expect(bulletinReaches(notice({ markets: ['uk', 'ch'] }), designerEu, now)).toBe(false)
  })

  it('needs both the group and the market when both are set', () => {
    expect(bulletinReaches(notice({ groups: ['designer'], markets: ['us'] }), designerEu, now)).toBe(false)
    expect(bulletinReaches(notice({ groups: ['designer'], markets: ['eu'] }), designerEu, now)).toBe(true)
  })

  it('hides a notice before its publish date and from its expiry on', () => {
    expect(bulletinReaches(notice({ publishedAt: '2026-11-29T00:00:00Z' }), designerEu, now)).toBe(false)
    expect(bulletinReaches(notice({ expiresAt: '2026-11-28T10:00:00Z' }), designerEu, now)).toBe(false)
    expect(bulletinReaches(notice({ expiresAt: '2026-12-01T00:00:00Z' }), designerEu, now)).toBe(true)
    expect(bulletinReaches(notice({ publishedAt: 'not a date' }), designerEu, now)).toBe(false)
  })
})

describe('newestBulletinsFirst and unreadCount', () => {
  it('orders by publish date, newest first, then by id', () => {
    const list = [
      { id: 1, publishedAt: '2026-11-01T00:00:00Z' },
      { id: 2, publishedAt: '2026-11-20T00:00:00Z' },
      { id: 3, publishedAt: '2026-11-20T00:00:00Z' },
    ]
    expect(newestBulletinsFirst(list).map((bulletin) => bulletin.id)).toEqual([3, 2, 1])
  })

  it('counts the notices not opened yet', () => {
    expect(unreadCount([{ id: 1 }, { id: 2 }, { id: 3 }], new Set([2]))).toBe(2)
  })
})

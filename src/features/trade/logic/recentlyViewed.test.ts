import { describe, expect, it } from 'vitest'
import { viewSchema } from './recentlyViewed'

describe('recently viewed body', () => {
  it('takes one positive product id and nothing else', () => {
    expect(viewSchema.safeParse({ productId: 12 }).success).toBe(true)
    for (const body of [{}, { productId: 0 }, { productId: 1.5 }, { productId: '12' }, { productId: 12, userId: 'someone' }]) expect(viewSchema.safeParse(body).success, JSON.stringify(body)).toBe(false)
  })
})

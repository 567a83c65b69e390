import { describe, expect, it } from 'vitest'
import { isTradeAreaPath, tradeAreaPath } from './paths'

describe('trade area paths', () => {
  it('lives under /{lang}/access in every language', () => {
    expect(tradeAreaPath('en')).toBe('/en/access')
    expect(tradeAreaPath('zh')).toBe('/zh/access')
  })

  it('recognises every path in the area and nothing beside it', () => {
    for (const path of ['/en/access', '/it/access/', '/ru/access/requests', '/DE/Access']) expect(isTradeAreaPath(path), path).toBe(true)
    for (const path of ['/en/accessories', '/en/products/access', '/access', '/api/trade/application', '/en/user/profile']) expect(isTradeAreaPath(path), path).toBe(false)
  })
})

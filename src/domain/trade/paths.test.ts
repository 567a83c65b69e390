import { describe, expect, it } from 'vitest'
import { isTradeAreaPath, tradeAreaPath, tradeNewRequestPath, tradeProductPath, tradeProductsPath, tradeQuickshipPath } from './paths'

describe('trade area paths', () => {
  it('lives under /{lang}/access in every language', () => {
    expect(tradeAreaPath('en')).toBe('/en/access')
    expect(tradeAreaPath('zh')).toBe('/zh/access')
  })

  it('recognises every path in the area and nothing beside it', () => {
    for (const path of ['/en/access', '/it/access/', '/ru/access/requests', '/DE/Access']) expect(isTradeAreaPath(path), path).toBe(true)
    for (const path of ['/en/accessories', '/en/products/access', '/access', '/api/trade/application', '/en/user/profile']) expect(isTradeAreaPath(path), path).toBe(false)
  })

  it('places the trade list, a product, quickship and the request form under the area', () => {
    expect(tradeProductsPath('ru')).toBe('/ru/access/products')
    expect(tradeProductPath('en', 'astor-sofa')).toBe('/en/access/products/astor-sofa')
    expect(tradeQuickshipPath('zh')).toBe('/zh/access/quickship')
    expect(tradeNewRequestPath('en', 'AST 3/B', 'sample')).toBe('/en/access/requests/new?version=AST+3%2FB&kind=sample')
    for (const path of [tradeProductsPath('de'), tradeProductPath('fr', 'x'), tradeQuickshipPath('it')]) expect(isTradeAreaPath(path)).toBe(true)
  })
})

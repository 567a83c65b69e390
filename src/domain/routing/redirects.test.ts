import { describe, expect, it } from 'vitest'
import { candidateKeys, findLoop, matchRedirect, redirectKey, ruleMap, type RedirectRule } from './redirects'

const rules: RedirectRule[] = [
  { from: '/en/old-sofa', to: '/en/products/astor-sofa', statusCode: '301' },
  { from: '/divani-vecchi/', to: '/it/categorie/divani/', statusCode: '308' },
  { from: '/en/catalogue-2020', to: 'https://books.example.com/2020', statusCode: '302' },
  { from: '/ru/Старый', to: '/ru/о-нас', statusCode: '301' },
  { from: '/en/self', to: '/en/self/', statusCode: '301' },
]
const map = ruleMap(rules)

describe('editor redirects', () => {
  it('compares paths decoded, lower-cased, without trailing slash', () => {
    expect(redirectKey('/EN/Old-Sofa/')).toBe('/en/old-sofa')
    expect(redirectKey('/ru/%D0%A1%D1%82%D0%B0%D1%80%D1%8B%D0%B9')).toBe('/ru/старый')
    expect(redirectKey('/')).toBe('/')
  })

  it('finds Italian paths entered without the /it prefix', () => {
    expect(candidateKeys('/it/divani-vecchi/')).toEqual(['/it/divani-vecchi', '/divani-vecchi'])
    expect(matchRedirect('/it/divani-vecchi/', map)).toEqual({ location: '/it/categorie/divani/', permanent: true, external: false })
  })

  it('follows internal and absolute rules with their status', () => {
    expect(matchRedirect('/en/old-sofa', map)).toEqual({ location: '/en/products/astor-sofa', permanent: true, external: false })
    expect(matchRedirect('/en/catalogue-2020', map)).toEqual({ location: 'https://books.example.com/2020', permanent: false, external: true })
    expect(matchRedirect('/ru/%D0%A1%D1%82%D0%B0%D1%80%D1%8B%D0%B9', map)?.location).toBe('/ru/о-нас')
  })

  it('ignores a rule that points back to the same path and unknown paths', () => {
    expect(matchRedirect('/en/self', map)).toBeNull()
    expect(matchRedirect('/en/nothing', map)).toBeNull()
  })

  it('refuses a rule that closes a loop', () => {
    const chain = ruleMap([
      { from: '/a', to: '/b', statusCode: '301' },
      { from: '/b', to: '/c', statusCode: '301' },
    ])
    expect(findLoop('/c', '/a', chain)).toEqual(['/c', '/a', '/b', '/c'])
    expect(findLoop('/c', '/d', chain)).toBeNull()
    expect(findLoop('/x', '/X/', chain)).toEqual(['/x', '/x'])
    expect(findLoop('/c', 'https://elsewhere.example/a', chain)).toBeNull()
  })

  it('lets an editor change a rule in place without seeing its old self as a loop', () => {
    const existing = ruleMap([{ from: '/a', to: '/b', statusCode: '301' }])
    expect(findLoop('/a', '/c', existing)).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { anonymousMayCall, answersPrivately, describeApiRoute, type ApiCatalogue } from './apiRoute'

const catalogue: ApiCatalogue = {
  collections: new Map([
    ['products', { auth: false, operations: new Set(['count', 'versions', 'access']) }],
    ['media', { auth: false, operations: new Set(['count', 'versions', 'access', 'file', 'paste-url']) }],
    ['payload-preferences', { auth: false, operations: new Set(['count']), keyed: true }],
    ['users', { auth: true, operations: new Set(['count', 'access', 'login', 'logout', 'me', 'unlock', 'forgot-password']) }],
  ]),
  globals: new Set(['site-settings', 'footer']),
}
const route = (path: string) => describeApiRoute(path.split('/').filter(Boolean), catalogue)
const anonymous = (method: string, path: string) => anonymousMayCall(method, route(path), catalogue)

describe('describeApiRoute', () => {
  it('reads lists, documents and operations', () => {
    expect(route('products')).toEqual({ kind: 'collection', slug: 'products', operation: null })
    expect(route('products/12')).toEqual({ kind: 'collection', slug: 'products', operation: null })
    expect(route('products/count')).toEqual({ kind: 'collection', slug: 'products', operation: 'count' })
    expect(route('products/versions/3')).toEqual({ kind: 'collection', slug: 'products', operation: 'versions' })
    expect(route('globals/footer')).toEqual({ kind: 'global', slug: 'footer', operation: null })
  })

  it('answers not-found for ids that cannot exist, instead of letting the database fail', () => {
    for (const path of ['products/abc', 'products/1.5', 'products/0', 'products/-1', 'products/versions/abc', 'users/abc', 'globals/footer/abc', 'globals/footer/versions/x'])
      expect(route(path), path).toEqual({ kind: 'not-found' })
  })

  it('passes keys on to collections whose endpoints take one (the admin\'s preferences)', () => {
    expect(route('payload-preferences/collection-products')).toEqual({ kind: 'collection', slug: 'payload-preferences', operation: null })
    expect(anonymous('GET', 'payload-preferences/nav')).toBe(false)
  })

  it('leaves unknown first segments to Payload (its own 404 or endpoints)', () => {
    expect(route('og')).toEqual({ kind: 'other' })
    expect(route('globals/nope')).toEqual({ kind: 'other' })
  })
})

describe('anonymousMayCall', () => {
  it('lets visitors fetch uploaded files and the public settings', () => {
    expect(anonymous('GET', 'media/file/sofa.jpg')).toBe(true)
    expect(anonymous('GET', 'globals/site-settings')).toBe(true)
  })

  it('lets the admin sign-in screens work before anyone is signed in', () => {
    expect(anonymous('POST', 'users/login')).toBe(true)
    expect(anonymous('POST', 'users/forgot-password')).toBe(true)
    expect(anonymous('GET', 'users/me')).toBe(true)
  })

  it('refuses everything else: lists, documents, writes, versions, other globals, GraphQL-free extras', () => {
    for (const [method, path] of [
      ['GET', 'products'], ['GET', 'products/12'], ['GET', 'products/count'], ['GET', 'products/versions'],
      ['POST', 'products'], ['PATCH', 'products/12'], ['DELETE', 'products/12'], ['POST', 'media/file/x.jpg'],
      ['GET', 'users'], ['GET', 'users/12'], ['POST', 'products/login'], ['GET', 'globals/footer'],
      ['POST', 'globals/site-settings'], ['GET', 'globals/site-settings/versions'], ['GET', 'og'], ['GET', 'access'],
    ] as const)
      expect(anonymous(method, path), `${method} ${path}`).toBe(false)
  })
})

describe('answersPrivately', () => {
  it('marks the trade collections’ answers personal, and no other', () => {
    const trade: ApiCatalogue = { collections: new Map([...catalogue.collections, ['trade-price-lists', { auth: false, operations: new Set(['count']) }], ['trade-offers', { auth: false, operations: new Set(['file']) }]]), globals: catalogue.globals }
    const of = (path: string) => describeApiRoute(path.split('/').filter(Boolean), trade)
    for (const path of ['trade-price-lists', 'trade-price-lists/3', 'trade-price-lists/count', 'trade-offers/file/offer.pdf']) expect(answersPrivately(of(path)), path).toBe(true)
    for (const path of ['products', 'media/file/a.jpg', 'globals/footer', 'users/me', 'graphql']) expect(answersPrivately(of(path)), path).toBe(false)
  })
})

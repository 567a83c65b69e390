import { describe, expect, it } from 'vitest'
import { BadQueryError, parseQuery, queryFromRecord } from './queryString'

describe('parseQuery', () => {
  it('reads repeated and bracketed keys as one list', () => {
    expect(parseQuery('?designer=a&designer[]=b&designer[2]=c&sort=name')).toEqual({ designer: ['a', 'b', 'c'], sort: ['name'] })
  })

  it('keeps at most 20 values of a key', () => {
    const query = Array.from({ length: 30 }, (_, i) => `type=t${i}`).join('&')
    expect(parseQuery(query).type).toHaveLength(20)
  })

  it('reads at most 1000 parameters', () => {
    const query = Array.from({ length: 1500 }, (_, i) => `k${i}=1`).join('&')
    expect(Object.keys(parseQuery(query))).toHaveLength(1000)
  })

  it('drops keys nested deeper than 5 levels and keeps shallower nesting as a dotted key', () => {
    expect(parseQuery('a[b][c][d][e][f][g]=1&x[y]=2')).toEqual({ 'x.y': ['2'] })
  })

  it('decodes plus and percent escapes and strips control characters', () => {
    expect(parseQuery('q=red+sofa%0A%3Cscript%3E')).toEqual({ q: ['red sofa<script>'] })
  })

  it('refuses a malformed escape with a 400 error', () => {
    expect(() => parseQuery('designer=%E0%A4%A')).toThrow(BadQueryError)
    try {
      parseQuery('x=%')
    } catch (error) {
      expect(error instanceof BadQueryError && error.status).toBe(400)
    }
  })

  it('reads a Next searchParams record the same way', () => {
    expect(queryFromRecord({ designer: ['a', 'b'], page: '2', none: undefined })).toEqual({ designer: ['a', 'b'], page: ['2'] })
  })
})

describe('parseQuery: hostile keys', () => {
  it.each(['constructor=1', 'hasOwnProperty=1', 'toString=1&toString=2', '__proto__=1', 'valueOf=x', '__proto__[polluted]=1', 'constructor[prototype][polluted]=1', '__defineGetter__=1'])('%s is dropped and pollutes nothing', (search) => {
    const query = parseQuery(search)
    expect(Object.keys(query)).toEqual([])
    expect(query.constructor).toBeUndefined()
    expect('toString' in query).toBe(false)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('a prototype key beside real filters leaves the filters as they are', () => {
    expect(parseQuery('?toString=1&designer=a&hasOwnProperty=2&designer=b')).toEqual({ designer: ['a', 'b'] })
  })

  it('a prototype name nested under a real key is dropped too', () => {
    expect(parseQuery('designer[constructor]=1&designer=a')).toEqual({ designer: ['a'] })
  })

  it('the result has no prototype: any key can be looked up safely', () => {
    expect(Object.getPrototypeOf(parseQuery('a=1'))).toBeNull()
  })

  it('array indices beyond the limit are folded into the key and capped at 20 values', () => {
    const query = Array.from({ length: 30 }, (_, i) => `type[${i * 7}]=t${i}`).join('&')
    expect(parseQuery(query).type).toHaveLength(20)
  })

  it('empty keys and empty pairs are ignored', () => {
    expect(parseQuery('=3&&&designer=a&')).toEqual({ designer: ['a'] })
  })
})

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

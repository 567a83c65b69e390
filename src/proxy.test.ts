import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'
import { proxy } from './proxy'

const answer = (path: string) => proxy(new NextRequest(new URL(path, 'http://site.invalid')))

describe('proxy: undecodable paths', () => {
  it.each(['/en%ff', '/it/abc/%ff', '/zh/products/%25', '/api/download/%ff', '/api/images/%E0%A4%A', '/api/products/%ff', '/admin/%ff', '/ru/x/..%2F..%2Fetc%2Fpasswd', '/api/download/..%2Fstorefront.db', '/img/640/%ff.jpg'])('%s is a 400', async (path) => {
    const response = answer(path)
    expect(response.status).toBe(400)
    expect(await response.text()).toBe('Bad Request')
  })

  it.each(['/api/download/catalogue.pdf', '/api/products', '/admin', '/sitemap.xml', '/builds/latest.json', '/img/640/sofa-1.jpg'])('%s passes through untouched', (path) => {
    const response = answer(path)
    expect(response.status).toBe(200)
    expect(response.headers.get('x-middleware-next')).toBe('1')
  })

  it('a visitor page is still interpreted (canonical redirect)', () => {
    const response = answer('/EN/products/')
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('http://site.invalid/en/products/')
  })
})

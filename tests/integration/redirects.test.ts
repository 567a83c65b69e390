import { ValidationError } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootPayload, type Booted } from './boot'

let booted: Booted
beforeAll(async () => {
  booted = await bootPayload()
})
afterAll(async () => {
  await booted.close()
})

async function rules() {
  const { docs } = await booted.payload.find({ collection: 'redirects', depth: 0, pagination: false, sort: 'from' })
  return docs.map(({ from, to, statusCode }) => ({ from, to, statusCode }))
}

describe('a slug changed by an editor redirects from its old value', () => {
  it('adds a 301 from the old address in that language only, and flattens chains', async () => {
    const { payload } = booted
    const designer = await payload.create({ collection: 'designers', locale: 'en', data: { name: 'Ada Rossi', slug: 'ada-rossi' } })
    await payload.update({ collection: 'designers', id: designer.id, locale: 'de', data: { name: 'Ada Rossi', slug: 'ada-rossi-de' } })
    await payload.update({ collection: 'designers', id: designer.id, locale: 'en', data: { slug: 'ada-rossi-studio' } })
    expect(await rules()).toEqual([{ from: '/en/designers/ada-rossi', to: '/en/designers/ada-rossi-studio', statusCode: '301' }])

    // A second rename: the first rule now points straight at the newest address.
    await payload.update({ collection: 'designers', id: designer.id, locale: 'en', data: { slug: 'studio-rossi' } })
    expect(await rules()).toEqual([
      { from: '/en/designers/ada-rossi', to: '/en/designers/studio-rossi', statusCode: '301' },
      { from: '/en/designers/ada-rossi-studio', to: '/en/designers/studio-rossi', statusCode: '301' },
    ])

    // Back to an old slug: that address is live again, so its rule goes (no loop).
    await payload.update({ collection: 'designers', id: designer.id, locale: 'en', data: { slug: 'ada-rossi' } })
    const after = await rules()
    expect(after.find((rule) => rule.from === '/en/designers/ada-rossi')).toBeUndefined()
    expect(after).toContainEqual({ from: '/en/designers/studio-rossi', to: '/en/designers/ada-rossi', statusCode: '301' })
    expect(after.every((rule) => rule.to === '/en/designers/ada-rossi')).toBe(true)
  })

  it('follows the published slug of a document with drafts, not its drafts', async () => {
    const { payload } = booted
    const page = await payload.create({ collection: 'pages', locale: 'en', data: { title: 'Heritage', slug: 'heritage', _status: 'published' } })
    await payload.update({ collection: 'pages', id: page.id, locale: 'en', draft: true, data: { slug: 'our-heritage', _status: 'draft' } })
    expect((await rules()).some((rule) => rule.from === '/en/heritage')).toBe(false)
    await payload.update({ collection: 'pages', id: page.id, locale: 'en', data: { slug: 'our-heritage', _status: 'published' } })
    expect(await rules()).toContainEqual({ from: '/en/heritage', to: '/en/our-heritage', statusCode: '301' })
  })
})

describe('editor-managed redirects', () => {
  it('refuses a rule that would loop, a protocol-relative target and a reserved page slug', async () => {
    const { payload } = booted
    await payload.create({ collection: 'redirects', data: { from: '/en/a', to: '/en/b', statusCode: '301' } })
    await payload.create({ collection: 'redirects', data: { from: '/en/b', to: '/en/c', statusCode: '301' } })
    await expect(payload.create({ collection: 'redirects', data: { from: '/en/c', to: '/en/a', statusCode: '301' } })).rejects.toBeInstanceOf(ValidationError)
    await expect(payload.create({ collection: 'redirects', data: { from: '/en/d', to: '//evil.example/x', statusCode: '301' } })).rejects.toBeInstanceOf(ValidationError)
    await expect(payload.create({ collection: 'pages', locale: 'en', data: { title: 'Search', slug: 'search', _status: 'published' } })).rejects.toBeInstanceOf(ValidationError)
    const absolute = await payload.create({ collection: 'redirects', data: { from: '/en/catalogue-2020', to: 'https://books.example.com/2020', statusCode: '302' } })
    expect(absolute.to).toBe('https://books.example.com/2020')
  })
})

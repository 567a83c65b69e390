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

async function rejection(promise: Promise<unknown>): Promise<string> {
  try {
    await promise
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError)
    return JSON.stringify((error as ValidationError).data)
  }
  throw new Error('expected a validation error')
}

const store = {
  companyName: 'Test Store',
  type: 'MONOMARCA' as const,
  address: 'Via Roma 1',
  city: 'Milano',
  country: 'IT',
  latitude: 45.46,
  longitude: 9.19,
  timezone: 'Europe/Rome',
  _status: 'published' as const,
}

describe('editors get field validation messages', () => {
  it('refuses a missing required field', async () => {
    const message = await rejection(booted.payload.create({ collection: 'families', data: { slug: 'senza-nome' } as never }))
    expect(message).toContain('name')
  })

  it('refuses coordinates out of range', async () => {
    const message = await rejection(booted.payload.create({ collection: 'stores', data: { ...store, latitude: 120, slug: 'fuori' } }))
    expect(message).toContain('latitude')
  })

  it('normalises a typed slug and refuses one already used in the same language', async () => {
    const { payload } = booted
    await payload.create({ collection: 'families', locale: 'it', data: { name: 'Astor', slug: 'astor' } })
    expect(await rejection(payload.create({ collection: 'families', locale: 'it', data: { name: 'Altro', slug: 'astor' } }))).toContain('already used')
    // What an editor types is normalised into a valid address segment.
    const typed = await payload.create({ collection: 'families', locale: 'it', data: { name: 'Altro', slug: 'Nuova Collezione!' } })
    expect(typed.slug).toBe('nuova-collezione')
    // The same slug in another language is a different address: allowed.
    const other = await payload.create({ collection: 'families', locale: 'en', data: { name: 'Astor EN', slug: 'astor' } })
    expect(other.slug).toBe('astor')
  })

  it('derives an empty slug from the name', async () => {
    const family = await booted.payload.create({ collection: 'families', locale: 'de', data: { name: 'Große Familie' } as never })
    expect(family.slug).toBe('grosse-familie')
  })

  it('refuses negative dimensions and prices', async () => {
    const { payload } = booted
    const category = await payload.create({ collection: 'categories', data: { name: 'Divani', slug: 'divani', identifier: 'sofas-armchairs' } })
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'Prova' },
      file: { data: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'), mimetype: 'image/png', name: 'pixel.png', size: 68 },
    })
    const product = (length: number, amount: number) => ({
      name: `Divano ${length} ${amount}`,
      slug: `divano-${Math.abs(length)}-${Math.abs(amount)}`,
      code: `T-${length}-${amount}`,
      category: category.id,
      type: 'sofa' as const,
      gallery: [media.id],
      _status: 'published' as const,
      versions: [{ type: 'sofa' as const, code: 'V1', name: 'Tre posti', dimensions: { length, height: 80, depth: 95 }, prices: [{ market: 'eu' as const, currency: 'EUR' as const, amount }] }],
    })
    expect(await rejection(payload.create({ collection: 'products', data: product(-10, 100) }))).toContain('length')
    expect(await rejection(payload.create({ collection: 'products', data: product(200, -1) }))).toContain('amount')
    const ok = await payload.create({ collection: 'products', data: product(220, 7900) })
    expect(ok.versions?.[0]?.dimensions.length).toBe(220)
  })
})

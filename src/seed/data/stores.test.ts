import { describe, expect, it } from 'vitest'
import { services, weekDays } from '@/collections/Stores/fields'
import { slugify } from '@/domain/slugify'
import { locales } from '@/i18n/locales'
import { stores } from './stores'

type Continent = 'Europe' | 'North America' | 'South America' | 'Asia' | 'Oceania' | 'Africa'

/** Per country: continent, calling code, time zones in use, rough bounding box [south, west, north, east]. */
const countries: Record<string, { continent: Continent; calling: string; zones: string[]; box: [number, number, number, number] }> = {
  IT: { continent: 'Europe', calling: '39', zones: ['Europe/Rome'], box: [35.4, 6.6, 47.1, 18.6] },
  FR: { continent: 'Europe', calling: '33', zones: ['Europe/Paris'], box: [41.3, -5.2, 51.1, 9.6] },
  GB: { continent: 'Europe', calling: '44', zones: ['Europe/London'], box: [49.9, -8.2, 60.9, 1.8] },
  DE: { continent: 'Europe', calling: '49', zones: ['Europe/Berlin'], box: [47.2, 5.8, 55.1, 15.1] },
  ES: { continent: 'Europe', calling: '34', zones: ['Europe/Madrid'], box: [36.0, -9.4, 43.8, 3.4] },
  CH: { continent: 'Europe', calling: '41', zones: ['Europe/Zurich'], box: [45.8, 5.9, 47.9, 10.5] },
  AT: { continent: 'Europe', calling: '43', zones: ['Europe/Vienna'], box: [46.3, 9.5, 49.1, 17.2] },
  NL: { continent: 'Europe', calling: '31', zones: ['Europe/Amsterdam'], box: [50.7, 3.3, 53.6, 7.3] },
  RU: { continent: 'Europe', calling: '7', zones: ['Europe/Moscow'], box: [41.1, 19.6, 81.9, 180] },
  US: { continent: 'North America', calling: '1', zones: ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles'], box: [24.4, -125, 49.4, -66.9] },
  CA: { continent: 'North America', calling: '1', zones: ['America/Toronto', 'America/Vancouver', 'America/Montreal'], box: [41.6, -141, 83.2, -52.6] },
  MX: { continent: 'North America', calling: '52', zones: ['America/Mexico_City'], box: [14.5, -118.5, 32.8, -86.7] },
  BR: { continent: 'South America', calling: '55', zones: ['America/Sao_Paulo'], box: [-33.8, -74.0, 5.3, -34.8] },
  CN: { continent: 'Asia', calling: '86', zones: ['Asia/Shanghai'], box: [18.1, 73.5, 53.6, 135.1] },
  HK: { continent: 'Asia', calling: '852', zones: ['Asia/Hong_Kong'], box: [22.15, 113.83, 22.57, 114.44] },
  JP: { continent: 'Asia', calling: '81', zones: ['Asia/Tokyo'], box: [24.0, 122.9, 45.6, 145.9] },
  SG: { continent: 'Asia', calling: '65', zones: ['Asia/Singapore'], box: [1.15, 103.6, 1.48, 104.1] },
  AE: { continent: 'Asia', calling: '971', zones: ['Asia/Dubai'], box: [22.6, 51.5, 26.1, 56.4] },
  AU: { continent: 'Oceania', calling: '61', zones: ['Australia/Sydney', 'Australia/Melbourne', 'Australia/Brisbane', 'Australia/Perth'], box: [-43.7, 113.3, -10.6, 153.7] },
}

/** Countries without postal codes. */
const noPostcode = new Set(['HK', 'AE'])

const hhmm = /^([01]\d|2[0-3]):[0-5]\d$/
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3))

describe('stores', () => {
  it('has thirty stores of both types, on at least four continents', () => {
    expect(stores).toHaveLength(30)
    const mono = stores.filter((store) => store.type === 'MONOMARCA')
    const multi = stores.filter((store) => store.type === 'MULTIMARCA')
    expect(mono.length).toBeGreaterThanOrEqual(8)
    expect(multi.length).toBeGreaterThanOrEqual(15)
    expect(mono.length + multi.length).toBe(30)
    const continents = new Set(stores.map((store) => countries[store.country]?.continent))
    expect(continents.has(undefined)).toBe(false)
    expect(continents.size).toBeGreaterThanOrEqual(4)
    expect(stores.filter((store) => store.country === 'IT').length).toBeGreaterThanOrEqual(5)
  })

  it('has unique keys, company names, slugs and image seeds', () => {
    const unique = (values: unknown[]) => new Set(values).size === values.length
    expect(unique(stores.map((store) => store.key))).toBe(true)
    expect(unique(stores.map((store) => store.companyName))).toBe(true)
    expect(unique(stores.map((store) => slugify(`${store.companyName} ${store.city}`)))).toBe(true)
    expect(unique(stores.map((store) => store.image.seed))).toBe(true)
    for (const store of stores) expect(store.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  it('names flagships after the brand and dealers after themselves', () => {
    for (const store of stores) {
      if (store.type === 'MONOMARCA') {
        expect(store.companyName).toMatch(/^Atelier Vesta /)
        expect(store.email).toMatch(/@ateliervesta\.example$/)
      } else {
        expect(store.companyName).not.toMatch(/Atelier Vesta/)
      }
    }
  })

  it.each(stores.map((store) => [store.key, store] as const))('%s: address, coordinates and time zone fit its country', (_key, store) => {
    const country = countries[store.country]
    expect(country, `no reference data for ${store.country}`).toBeDefined()
    if (!country) return
    expect(store.address.trim()).not.toBe('')
    expect(store.city.trim()).not.toBe('')
    if (noPostcode.has(store.country)) expect(store.postcode).toBe('')
    else expect(store.postcode.trim()).not.toBe('')

    expect(Math.abs(store.latitude)).toBeLessThanOrEqual(90)
    expect(Math.abs(store.longitude)).toBeLessThanOrEqual(180)
    expect(Number(store.latitude.toFixed(4))).toBe(store.latitude)
    expect(Number(store.longitude.toFixed(4))).toBe(store.longitude)
    const [south, west, north, east] = country.box
    expect(store.latitude).toBeGreaterThanOrEqual(south)
    expect(store.latitude).toBeLessThanOrEqual(north)
    expect(store.longitude).toBeGreaterThanOrEqual(west)
    expect(store.longitude).toBeLessThanOrEqual(east)

    expect(() => new Intl.DateTimeFormat('en', { timeZone: store.timezone })).not.toThrow()
    expect(country.zones).toContain(store.timezone)
  })

  it.each(stores.map((store) => [store.key, store] as const))('%s: phone, e-mail and website look real', (_key, store) => {
    const country = countries[store.country]
    expect(store.phone.startsWith(`+${country?.calling} `)).toBe(true)
    expect(store.phone).toMatch(/^\+[\d -]+$/)
    expect(store.phone.replace(/\D/g, '').length).toBeGreaterThanOrEqual(9)
    expect(store.email).toMatch(/^[a-z0-9.-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.example$/)
    if (store.website !== undefined) expect(store.website).toMatch(/^https:\/\/www\.[a-z0-9-]+\.example(\/[\w/-]*)?$/)
  })

  it.each(stores.map((store) => [store.key, store] as const))('%s: opening hours are valid and do not overlap', (_key, store) => {
    expect(store.openingHours.length).toBeGreaterThan(0)
    const byDay = new Map<string, [number, number][]>()
    for (const row of store.openingHours) {
      expect(weekDays).toContain(row.day)
      expect(row.opens).toMatch(hhmm)
      expect(row.closes).toMatch(hhmm)
      expect(minutes(row.opens)).toBeLessThan(minutes(row.closes))
      byDay.set(row.day, [...(byDay.get(row.day) ?? []), [minutes(row.opens), minutes(row.closes)]])
    }
    expect(byDay.size).toBeGreaterThanOrEqual(5)
    for (const ranges of byDay.values()) {
      const sorted = [...ranges].sort((a, b) => a[0] - b[0])
      sorted.forEach(([opens], index) => {
        const previous = sorted[index - 1]
        if (previous) expect(opens).toBeGreaterThan(previous[1])
      })
    }
    // Rows come in week order.
    const order = store.openingHours.map((row) => weekDays.indexOf(row.day))
    expect(order).toEqual([...order].sort((a, b) => a - b))
  })

  it('covers lunch breaks and Sunday openings somewhere', () => {
    const lunchBreak = stores.some((store) => weekDays.some((day) => store.openingHours.filter((row) => row.day === day).length === 2))
    const sunday = stores.some((store) => store.openingHours.some((row) => row.day === 'sun'))
    expect(lunchBreak).toBe(true)
    expect(sunday).toBe(true)
  })

  it('offers two to five known services and a showroom or facade picture', () => {
    for (const store of stores) {
      expect(store.services.length).toBeGreaterThanOrEqual(2)
      expect(store.services.length).toBeLessThanOrEqual(5)
      expect(new Set(store.services).size).toBe(store.services.length)
      for (const service of store.services) expect(services).toContain(service)
      expect(['showroom', 'facade']).toContain(store.image.kind)
      expect(store.image.palette.length).toBeGreaterThanOrEqual(3)
      expect(store.image.palette.length).toBeLessThanOrEqual(5)
      for (const colour of store.image.palette) expect(colour).toMatch(/^#[0-9a-f]{6}$/)
    }
  })

  it.each(stores.map((store) => [store.key, store] as const))('%s: intro is written in all seven languages', (_key, store) => {
    const intro = store.intro
    expect(Object.keys(intro).sort()).toEqual([...locales].sort())
    for (const locale of locales) {
      expect(intro[locale].trim().length).toBeGreaterThan(locale === 'zh' ? 20 : 60)
      expect(intro[locale]).not.toMatch(/[Ll]orem ipsum|\bTODO\b|\bTBD\b|\bFIXME\b|\[(it|en|de|es|fr|ru|zh)\]/)
    }
    expect(new Set(Object.values(intro)).size).toBe(locales.length)
    expect(intro.ru).toMatch(/[\u0400-\u04ff]/)
    expect(intro.zh).toMatch(/[\u4e00-\u9fff]/)
    for (const locale of ['it', 'en', 'de', 'es', 'fr'] as const) expect(intro[locale]).not.toMatch(/[\u0400-\u04ff\u4e00-\u9fff]/)
  })
})

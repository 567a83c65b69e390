import { describe, expect, it } from 'vitest'
import { readBundledMessages } from '@/i18n/bundled'
import { locales } from '@/i18n/locales'
import { clientLabelKeys, pickClientLabels } from './clientLabels'

describe('labels put into the page', () => {
  it('exist in every language, so the error pages never wait for a request', () => {
    for (const locale of locales) {
      const picked = pickClientLabels(readBundledMessages(locale))
      expect(Object.keys(picked).sort(), locale).toEqual([...clientLabelKeys].sort())
    }
  })

  it('are the chosen keys only, with their texts', () => {
    const picked = pickClientLabels({ 'error.tryAgain': 'Try again', 'nav.search': 'Search' })
    expect(picked).toEqual({ 'error.tryAgain': 'Try again' })
    expect(pickClientLabels({ 'nav.search': 'Search', 'x.y': 'z' }, ['nav.search'])).toEqual({ 'nav.search': 'Search' })
  })

  it('carry the German and Russian texts of the 404 page', () => {
    expect(pickClientLabels(readBundledMessages('de'))['error.pageNotFoundPath']).toBe('Seite nicht gefunden: {path}')
    expect(pickClientLabels(readBundledMessages('ru'))['error.pageNotFoundPath']).toBe('Страница не найдена: {path}')
  })
})

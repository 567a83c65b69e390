import { describe, expect, it } from 'vitest'
import { displayPath, errorDetails, localeOfPath } from './errorDisplay'

describe('the path shown on the 404 page', () => {
  it('is decoded for reading', () => {
    expect(displayPath('/ru/%D1%81%D1%82%D1%80%D0%B0%D0%BD%D0%B8%D1%86%D0%B0')).toBe('/ru/страница')
    expect(displayPath('/en/this-page-does-not-exist')).toBe('/en/this-page-does-not-exist')
  })

  it('stays as it is when it is not valid percent-encoding', () => {
    expect(displayPath('/en/100%')).toBe('/en/100%')
  })
})

describe('the language of a path', () => {
  it('is its first segment when that is a language, Italian otherwise', () => {
    expect(localeOfPath('/de/seite')).toBe('de')
    expect(localeOfPath('/zh')).toBe('zh')
    expect(localeOfPath('/')).toBe('it')
    expect(localeOfPath('/xx/page')).toBe('it')
    expect(localeOfPath(null)).toBe('it')
  })
})

describe('what an error page shows of an error', () => {
  const serverError = Object.assign(new Error('An error occurred in the Server Components render.'), { digest: '2417483' })

  it('hides the generic message of a server error in production and keeps its reference', () => {
    expect(errorDetails(serverError, true)).toEqual({ message: null, digest: '2417483' })
  })

  it('shows the real message in development and for client errors', () => {
    expect(errorDetails(serverError, false)).toEqual({ message: 'An error occurred in the Server Components render.', digest: '2417483' })
    expect(errorDetails(new Error('Map failed to load'), true)).toEqual({ message: 'Map failed to load', digest: null })
  })

  it('shows no message for thrown values that are no Error, or empty messages', () => {
    expect(errorDetails('boom', false)).toEqual({ message: null, digest: null })
    expect(errorDetails(new Error(''), false)).toEqual({ message: null, digest: null })
  })
})

import { describe, expect, it, vi } from 'vitest'
import { imageParams, imageUrl, parseImageQuery } from './imageUrl'
import { InvalidImageParamsError, MAX_DIMENSION } from './params'

const silent = () => undefined

describe('imageParams: defaults', () => {
  it('quality 90, no blur, neutral brightness, WebP, no resize or rotation', () => {
    expect(imageParams({}, silent)).toEqual({ width: undefined, height: undefined, quality: 90, blur: 0, brightness: 50, format: 'webp', rotation: undefined })
  })
})

describe.each(['blur', 'quality', 'brightness'] as const)('%s: 0 to 100', (name) => {
  it('accepts the ends of the range without a warning', () => {
    const warn = vi.fn()
    expect(imageParams({ [name]: 100 }, warn)[name]).toBe(100)
    expect(imageParams({ [name]: name === 'quality' ? 1 : 0 }, warn)[name]).toBe(name === 'quality' ? 1 : 0)
    expect(warn).not.toHaveBeenCalled()
  })

  it('above 100: a warning and 100', () => {
    const warn = vi.fn()
    expect(imageParams({ [name]: 140 }, warn)[name]).toBe(100)
    expect(warn).toHaveBeenCalledWith(`${name} 140 is outside 0–100; using 100`)
  })

  it('below 0: a warning and the lowest value', () => {
    const warn = vi.fn()
    expect(imageParams({ [name]: -5 }, warn)[name]).toBe(name === 'quality' ? 1 : 0)
    expect(warn).toHaveBeenCalledWith(`${name} -5 is outside 0–100; using 0`)
  })

  it('not a number: refused', () => {
    expect(() => imageParams({ [name]: Number.NaN }, silent)).toThrow(`${name} must be a number from 0 to 100`)
  })
})

describe.each(['width', 'height'] as const)('%s: positive', (name) => {
  it('a positive whole number is kept', () => {
    expect(imageParams({ [name]: 640 }, silent)[name]).toBe(640)
  })

  it.each([0, -10, 1.5])('%s is refused with a 400 error', (value) => {
    const error = (() => {
      try {
        imageParams({ [name]: value }, silent)
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toBeInstanceOf(InvalidImageParamsError)
    expect(error).toMatchObject({ status: 400, message: `${name} must be a positive whole number` })
  })

  it('larger than the maximum is refused', () => {
    expect(() => imageParams({ [name]: MAX_DIMENSION + 1 }, silent)).toThrow(`${name} must be at most ${MAX_DIMENSION}`)
  })
})

describe('format', () => {
  it.each(['webp', 'png', 'jpeg', 'avif'])('%s is accepted', (format) => {
    expect(imageParams({ format }, silent).format).toBe(format)
  })

  it('jpg means jpeg, case does not matter', () => {
    expect(imageParams({ format: 'JPG' }, silent).format).toBe('jpeg')
  })

  it.each(['gif', 'svg', 'tiff', ''])('%j is refused', (format) => {
    expect(() => imageParams({ format }, silent)).toThrow('format must be one of avif, webp, jpeg, png')
  })
})

describe('rotation', () => {
  it.each([90, 180, 270])('%s is accepted', (rotation) => {
    expect(imageParams({ rotation }, silent).rotation).toBe(rotation)
  })

  it.each([0, 45, 360, -90])('%s is refused', (rotation) => {
    expect(() => imageParams({ rotation }, silent)).toThrow('rotation must be 90, 180, 270')
  })
})

describe('imageUrl and parseImageQuery', () => {
  it('one URL per image and options, defaults left out', () => {
    expect(imageUrl('sofa.jpg', { width: 800, format: 'avif' }, silent)).toBe('/api/images/sofa.jpg?w=800&fm=avif')
    expect(imageUrl('sofa.jpg', { width: 800, quality: 70, blur: 10, brightness: 60, rotation: 90, height: 600 }, silent)).toBe('/api/images/sofa.jpg?w=800&h=600&q=70&blur=10&bri=60&fm=webp&rot=90')
  })

  it('a clamped value shows in the URL as clamped', () => {
    expect(imageUrl('a.png', { brightness: 250 }, silent)).toBe('/api/images/a.png?bri=100&fm=webp')
  })

  it('refuses file names that leave the media folder', () => {
    expect(() => imageUrl('../secret.db')).toThrow('not a media file name')
    expect(() => imageUrl('a/b.jpg')).toThrow('not a media file name')
  })

  it('the endpoint reads back what the helper wrote', () => {
    const url = new URL(imageUrl('sofa.jpg', { width: 400, height: 300, quality: 80, blur: 5, brightness: 40, format: 'png', rotation: 270 }, silent), 'http://site.invalid')
    expect(parseImageQuery(url.searchParams, silent)).toEqual({ width: 400, height: 300, quality: 80, blur: 5, brightness: 40, format: 'png', rotation: 270 })
  })

  it('the endpoint refuses words where numbers belong', () => {
    expect(() => parseImageQuery(new URLSearchParams('w=big'), silent)).toThrow('w must be a number')
  })
})

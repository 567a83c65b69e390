import { describe, expect, it } from 'vitest'
import { imageQuery } from './imageUrl'
import { InvalidImageParamsError } from './params'
import { servedImageFormats, servedImageParams, servedImageWidths } from './servedImages'

const served = (search: string) => servedImageParams(new URLSearchParams(search))
const refusal = (search: string): unknown => {
  try {
    served(search)
  } catch (error) {
    return error
  }
  return null
}

describe('servedImageParams: what the site asks for is served', () => {
  it.each(servedImageWidths.flatMap((width) => servedImageFormats.map((format) => `w=${width}&fm=${format}`)))('%s', (search) => {
    const params = served(search)
    expect(imageQuery(params)).toBe(search)
    expect(params.quality).toBe(90)
  })

  it('quality 90 may be written out; WebP is the default format', () => {
    expect(served('w=640&q=90')).toMatchObject({ width: 640, quality: 90, format: 'webp' })
  })
})

describe('servedImageParams: anything else is a 400', () => {
  it.each([
    ['w=4000&fm=avif', 'w must be one of'],
    ['w=641&fm=webp', 'w must be one of'],
    ['fm=webp', 'w must be one of'],
    ['w=640&q=89', 'q must be 90'],
    ['w=640&fm=png', 'fm must be one of avif, webp'],
    ['w=640&fm=jpeg', 'fm must be one of avif, webp'],
    ['w=640&h=480', 'h is not served'],
    ['w=640&blur=10', 'blur is not served'],
    ['w=640&bri=60', 'bri is not served'],
    ['w=640&rot=90', 'rot is not served'],
    ['w=640&cachebuster=1', 'cachebuster is not served'],
    ['w=640&w=828', 'w must be given once'],
    ['w=big', 'w must be a number'],
    ['w=640&fm=gif', 'format must be one of'],
  ])('%s', (search, message) => {
    const error = refusal(search)
    expect(error).toBeInstanceOf(InvalidImageParamsError)
    expect(error).toMatchObject({ status: 400 })
    expect(error instanceof Error ? error.message : '').toContain(message)
  })
})

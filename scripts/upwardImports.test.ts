import { describe, expect, it } from 'vitest'
import { isUpward, layerOf } from './upwardImports'

describe('the layer of a file', () => {
  it('follows ARCHITECTURE.md: block schemas are content model, their renderers UI; the header is the page frame', () => {
    expect(layerOf('blocks/Hero/config.ts')).toBe('model')
    expect(layerOf('blocks/Hero/Component.tsx')).toBe('blocks')
    expect(layerOf('components/shell/Shell.tsx')).toBe('shell')
    expect(layerOf('runtime/navigation/AppLink.tsx')).toBe('components')
    expect(layerOf('lib/edge/endpoint.ts')).toBe('edge')
    expect(layerOf('payload-types.ts')).toBe('base')
  })

  it('counts an import that climbs, not one that goes down', () => {
    expect(isUpward('data', 'views', 'data/x.ts')).toBe(true)
    expect(isUpward('views', 'data', 'views/x.tsx')).toBe(false)
    expect(isUpward('lib', 'seed', 'lib/x.ts')).toBe(true)
    expect(isUpward('app', 'seed', 'instrumentation.ts')).toBe(false)
  })
})

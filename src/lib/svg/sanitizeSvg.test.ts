import { describe, expect, it } from 'vitest'
import { sanitizeSvg } from './sanitizeSvg'

const icon = (inner: string, attrs = '') => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"${attrs}>${inner}</svg>`

describe('sanitizeSvg', () => {
  it('keeps the drawing', () => {
    const clean = sanitizeSvg(icon('<path d="M2 2h20v20H2z" fill="#8a6d46"/>')) ?? ''
    expect(clean).toContain('<path d="M2 2h20v20H2z" fill="#8a6d46">')
    expect(clean).toContain('viewBox="0 0 24 24"')
  })

  it('removes script elements', () => {
    const clean = sanitizeSvg(icon('<script>alert(1)</script><circle r="4"/>')) ?? ''
    expect(clean).not.toContain('script')
    expect(clean).toContain('<circle r="4">')
  })

  it('removes event handlers', () => {
    const clean = sanitizeSvg(icon('<rect width="4" height="4" onclick="alert(1)" onmouseover="x()"/>', ' onload="alert(1)"')) ?? ''
    expect(clean).not.toMatch(/on(load|click|mouseover)/i)
    expect(clean).toContain('<rect width="4" height="4">')
  })

  it('removes javascript: links and foreign objects', () => {
    const clean = sanitizeSvg(icon('<a href="javascript:alert(1)"><text>x</text></a><foreignObject><iframe src="https://evil.example"></iframe></foreignObject>')) ?? ''
    expect(clean).not.toContain('javascript:')
    expect(clean).not.toContain('foreignObject')
    expect(clean).not.toContain('iframe')
  })

  it('nothing left of an svg: null', () => {
    expect(sanitizeSvg('<script>alert(1)</script>')).toBeNull()
    expect(sanitizeSvg('not markup')).toBeNull()
  })
})

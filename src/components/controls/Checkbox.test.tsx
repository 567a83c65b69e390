import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Checkbox } from './Checkbox'
import { SegmentedChoice } from './SegmentedChoice'

describe('Checkbox', () => {
  it('ties an error to the box and shows it under the label', () => {
    const html = renderToStaticMarkup(<Checkbox id="consent" name="consent" label="I agree" error="You must accept to continue." />)
    expect(html).toContain('aria-invalid="true"')
    expect(html).toContain('aria-describedby="consent-error"')
    expect(html).toContain('<span id="consent-error" class="ctl-error ctl-check__error">You must accept to continue.</span>')
    expect(html).toContain('class="ctl-check ctl-check--invalid"')
  })

  it('keeps a description it was given, and adds nothing without an error', () => {
    expect(renderToStaticMarkup(<Checkbox id="a" label="A" aria-describedby="hint" error="Wrong" />)).toContain('aria-describedby="hint a-error"')
    const html = renderToStaticMarkup(<Checkbox id="b" label="B" />)
    expect(html).not.toContain('aria-invalid')
    expect(html).not.toContain('aria-describedby')
  })
})

describe('SegmentedChoice', () => {
  const segments = [
    { value: 'all', label: 'All stores' },
    { value: 'MONOMARCA', label: 'Single brand' },
  ]

  it('checks the value it is given when controlled, with ids from its prefix', () => {
    const html = renderToStaticMarkup(<SegmentedChoice name="store-type" idPrefix="f1-type" legend="Store type" segments={segments} value="MONOMARCA" onChange={() => undefined} />)
    expect(html).toContain('id="f1-type-MONOMARCA"')
    expect(html).toMatch(/<input id="f1-type-MONOMARCA"[^>]*name="store-type" checked=""/)
    expect(html).not.toMatch(/<input id="f1-type-all"[^>]*checked=""/)
  })

  it('uses the name for ids and defaultValue for the first choice when the form owns it', () => {
    const html = renderToStaticMarkup(<SegmentedChoice name="kind" legend="Kind" segments={segments} defaultValue="all" />)
    expect(html).toMatch(/<input id="kind-all"[^>]*name="kind" checked=""/)
    expect(html).not.toMatch(/<input id="kind-MONOMARCA"[^>]*checked=""/)
  })
})

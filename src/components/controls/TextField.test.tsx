import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { TextField } from './TextField'

describe('TextField', () => {
  it('ties its label, help and error to the input and keeps the typed value', () => {
    const html = renderToStaticMarkup(<TextField id="email" name="email" label="E-mail" help="We never share it." error="Enter an e-mail address." defaultValue="anna@" />)
    expect(html).toContain('<label for="email" class="ctl-label">E-mail</label>')
    expect(html).toContain('aria-invalid="true"')
    expect(html).toContain('aria-describedby="email-help email-error"')
    expect(html).toContain('value="anna@"')
    expect(html).toContain('<p id="email-error" class="ctl-error">Enter an e-mail address.</p>')
  })

  it('is not marked invalid without an error', () => {
    const html = renderToStaticMarkup(<TextField id="q" name="q" label="Search" />)
    expect(html).not.toContain('aria-invalid')
    expect(html).not.toContain('aria-describedby')
  })
})

import { describe, expect, it } from 'vitest'
import { applicationSchema } from './application'

const valid = { profession: 'architect', company: 'Studio Nord', vatNumber: ' it 01234567890 ', country: 'IT' }

describe('the trade application form', () => {
  it('takes a complete application, the VAT number trimmed and in capitals', () => {
    expect(applicationSchema.parse(valid)).toEqual({ profession: 'architect', company: 'Studio Nord', vatNumber: 'IT 01234567890', country: 'IT' })
  })

  it('names the field at fault', () => {
    const issues = (input: unknown) => applicationSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? []
    expect(issues({ ...valid, profession: 'astronaut' })).toEqual([['profession', 'validation.notAnOption']])
    expect(issues({ ...valid, company: '   ' })).toEqual([['company', 'form.fieldRequired']])
    expect(issues({ ...valid, vatNumber: 'IT-<script>' })).toEqual([['vatNumber', 'trade.apply.vatInvalid']])
    expect(issues({ ...valid, country: 'XX' })).toEqual([['country', 'validation.notAnOption']])
    expect(issues({})).toHaveLength(4)
    expect(issues('not an object')).toHaveLength(4)
  })
})

import { describe, expect, it } from 'vitest'
import { choiceBeforeHydration, renderedValue } from './choiceBeforeHydration'

const option = (value: string, defaultSelected = false, disabled = false) => ({ value, defaultSelected, disabled })
const markets = [option('eu', true), option('ch'), option('us')]

describe('choiceBeforeHydration', () => {
  it('sees a choice made before the handler was attached', () => {
    expect(choiceBeforeHydration({ value: 'us', multiple: false, options: markets })).toBe(true)
  })

  it('is quiet when the select still shows what the server rendered', () => {
    expect(choiceBeforeHydration({ value: 'eu', multiple: false, options: markets })).toBe(false)
  })

  it('takes the first enabled option as rendered when none is marked selected', () => {
    const options = [option('', false, true), option('a'), option('b')]
    expect(renderedValue(options)).toBe('a')
    expect(choiceBeforeHydration({ value: 'a', multiple: false, options })).toBe(false)
    expect(choiceBeforeHydration({ value: 'b', multiple: false, options })).toBe(true)
  })

  it('compares with the value the component was given, when it was given one', () => {
    const unmarked = [option('eu'), option('ch'), option('us')]
    expect(choiceBeforeHydration({ value: 'ch', multiple: false, options: unmarked }, 'ch')).toBe(false)
    expect(choiceBeforeHydration({ value: 'us', multiple: false, options: unmarked }, 'ch')).toBe(true)
  })

  it('leaves multiple and empty selects alone', () => {
    expect(choiceBeforeHydration({ value: 'us', multiple: true, options: markets })).toBe(false)
    expect(choiceBeforeHydration({ value: '', multiple: false, options: [] })).toBe(false)
  })
})

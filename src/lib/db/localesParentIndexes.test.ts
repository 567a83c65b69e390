import { describe, expect, it } from 'vitest'
import { localesParentIndexName } from './localesParentIndexes'

describe('localesParentIndexName', () => {
  it("names the index after its table while the name fits PostgreSQL's 63 characters", () => {
    expect(localesParentIndexName('labels_entries_locales')).toBe('labels_entries_locales_parent_idx')
  })

  it('shortens a longer name to 63 characters, keeping two long tables with the same start apart', () => {
    const first = `_products_v_version_configurator_options_${'a'.repeat(30)}_locales`
    const second = `_products_v_version_configurator_options_${'b'.repeat(30)}_locales`
    const names = [localesParentIndexName(first), localesParentIndexName(second)]
    for (const name of names) {
      expect(name.length).toBeLessThanOrEqual(63)
      expect(name.endsWith('_parent_idx')).toBe(true)
    }
    expect(names[0]).not.toBe(names[1])
  })
})

import { describe, expect, it } from 'vitest'
import { readBundledMessages } from '@/i18n/bundled'
import { locales } from '@/i18n/locales'
import { makeTranslator } from '@/i18n/translator'
import { linkedLabel } from './linkTag'

describe('linkedLabel', () => {
  it('cuts the consent text around its policy link, in every language', () => {
    for (const locale of locales) {
      const parts = linkedLabel(makeTranslator(locale, readBundledMessages(locale)), 'form.privacyConsent')
      expect(parts.link.length, locale).toBeGreaterThan(0)
      expect(`${parts.before}${parts.link}${parts.after}`, locale).not.toMatch(/<|>|form\./)
    }
    expect(linkedLabel(makeTranslator('en', readBundledMessages('en')), 'form.privacyConsent')).toEqual({ before: 'I have read and accept the ', link: 'privacy policy', after: '.' })
    expect(linkedLabel(makeTranslator('zh', readBundledMessages('zh')), 'form.privacyConsent')).toEqual({ before: '我已阅读并接受', link: '隐私政策', after: '。' })
  })

  it('gives a plain label whole, and strips tags a translator without markup leaves', () => {
    expect(linkedLabel(makeTranslator('en', { 'a.b': 'Plain text' }), 'a.b')).toEqual({ before: 'Plain text', link: '', after: '' })
    const plain = Object.assign((key: string) => (key === 'x' ? 'Accept the <link>policy</link>.' : key), {})
    expect(linkedLabel(plain, 'x')).toEqual({ before: 'Accept the policy.', link: '', after: '' })
  })
})

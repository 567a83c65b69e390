'use client'
import { useMemo } from 'react'
import type { Locale } from '@/i18n/locales'
import { makeTranslator, type Translate } from '@/i18n/translator'
import type { MoodboardMessages } from './labels'

/** The screens' translator over the texts the server passed (ICU plurals and placeholders included). */
export function useTranslate(locale: Locale, messages: MoodboardMessages): Translate {
  return useMemo(() => makeTranslator(locale, messages), [locale, messages])
}

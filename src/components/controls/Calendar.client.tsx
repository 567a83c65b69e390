'use client'
import { DayPicker, type Matcher } from 'react-day-picker'
import { de } from 'react-day-picker/locale/de'
import { enUS } from 'react-day-picker/locale/en-US'
import { es } from 'react-day-picker/locale/es'
import { fr } from 'react-day-picker/locale/fr'
import { it } from 'react-day-picker/locale/it'
import { ru } from 'react-day-picker/locale/ru'
import { zhCN } from 'react-day-picker/locale/zh-CN'
import 'react-day-picker/style.css'
import type { Locale } from '@/i18n/locales'

/** DayPicker's own translations (month and day names, its buttons' names) for each page language. */
const dayPickerLocales = { it, en: enUS, de, es, fr, ru, zh: zhCN } satisfies Record<Locale, unknown>

const YEARS_BACK = 100
const YEARS_AHEAD = 10

/** An ISO day as the local midnight DayPicker works with, and back. */
const toDate = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number)
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1)
}
const toIso = (date: Date) => `${String(date.getFullYear()).padStart(4, '0')}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`

interface Props {
  locale: Locale
  /** The chosen day (ISO), if any. */
  selected: string | null
  /** The first and last day that may be chosen (ISO), open when null. */
  min: string | null
  max: string | null
  today: string
  onSelect: (iso: string) => void
}

/**
 * The month grid of the date field (src/components/controls/DateField.client.tsx), loaded the first
 * time a visitor opens it: react-day-picker (keyboard navigation, ARIA grid, names in the page's
 * language), months and years as lists, days outside the field's reach disabled.
 */
export default function Calendar({ locale, selected, min, max, today, onSelect }: Props) {
  const todayDate = toDate(today)
  const disabled: Matcher[] = [...(min ? [{ before: toDate(min) }] : []), ...(max ? [{ after: toDate(max) }] : [])]
  const start = min ? toDate(min) : new Date(todayDate.getFullYear() - YEARS_BACK, 0, 1)
  const end = max ? toDate(max) : new Date(todayDate.getFullYear() + YEARS_AHEAD, 11, 31)
  const chosen = selected ? toDate(selected) : undefined
  return (
    <DayPicker
      className="ctl-calendar"
      mode="single"
      locale={dayPickerLocales[locale]}
      captionLayout="dropdown"
      navLayout="around"
      selected={chosen}
      onSelect={(date) => {
        if (date) onSelect(toIso(date))
      }}
      defaultMonth={chosen ?? (min && todayDate < toDate(min) ? toDate(min) : max && todayDate > toDate(max) ? toDate(max) : todayDate)}
      today={todayDate}
      startMonth={start}
      endMonth={end}
      disabled={disabled}
      showOutsideDays
      fixedWeeks
      autoFocus
    />
  )
}

'use client'
import type { ReactNode } from 'react'
import { Checkbox } from '@/components/controls/Checkbox'
import { DateField } from '@/components/controls/DateField.client'
import { describedBy, Field, FieldNotes } from '@/components/controls/Field'
import { Radio } from '@/components/controls/Radio'
import { Select } from '@/components/controls/Select'
import { Switch } from '@/components/controls/Switch'
import { TextField } from '@/components/controls/TextField'
import { attachmentAccept, formLimits, type FormFieldType } from '@/domain/forms/fieldTypes'
import { useLabels, useT } from '@/runtime/labels/LabelsProvider'
import { formatFileSize, isAttachmentValue, type AttachmentValue } from '../logic/attachments'
import { addressPartKeys, phonePrefixKey } from '../logic/fieldKeys'
import { provincesOf, regionsOf } from '@/domain/places/regions'
import type { FieldOption, PublicField } from '../logic/publicForm'
import { ProductField } from './ProductField.client'

/** What the visitor has typed, ticked or chosen so far, by input name (a file: its name, size and type). */
export type Draft = Record<string, string | boolean | string[] | AttachmentValue>

interface Props {
  idPrefix: string
  field: PublicField
  draft: Draft
  error: string | undefined
  onChange: (name: string, value: Draft[string]) => void
  /** A file chosen (or the choice cleared): the form keeps the file itself to send it. */
  onFile: (name: string, file: File | null) => void
  countries: FieldOption[]
  /** An attachment's largest size as the page shows it (written by the server: SizeLimitTexts). */
  maxSize: string
  privacy: ReactNode
  /** The country chosen in the form's country field ('' when none): a province or region field lists its places where known. */
  country: string
}

const textValue = (value: Draft[string] | undefined) => (typeof value === 'string' ? value : '')
const inputTypes: Partial<Record<FormFieldType, { type: string; autoComplete?: string; maxLength: number }>> = {
  text: { type: 'text', maxLength: formLimits.textMaxLength },
  province: { type: 'text', autoComplete: 'address-level1', maxLength: formLimits.textMaxLength },
  region: { type: 'text', autoComplete: 'address-level1', maxLength: formLimits.textMaxLength },
  email: { type: 'email', autoComplete: 'email', maxLength: formLimits.emailMaxLength },
  link: { type: 'url', autoComplete: 'url', maxLength: formLimits.linkMaxLength },
}
/** A text field keyed like one of these autofill tokens (the seeded 'name') tells the browser what it holds. */
const autofillKeys: ReadonlySet<string> = new Set(['name', 'given-name', 'family-name', 'organization', 'organization-title', 'street-address', 'address-level2', 'postal-code'])

/** The visible label: the editor's words and, for a required field, the asterisk the note explains. */
function LabelText({ field }: { field: PublicField }) {
  return (
    <>
      {field.label}
      {field.required ? <span aria-hidden="true"> *</span> : null}
    </>
  )
}

/**
 * A group of inputs (radio buttons, several boxes): one legend, one error. Radio buttons are a
 * `radiogroup`, the role that can say it is required (a plain group cannot: axe aria-allowed-attr);
 * for boxes the legend's asterisk says it.
 */
function Group({ id, field, error, children }: { id: string; field: PublicField; error: string | undefined; children: ReactNode }) {
  const radios = field.type === 'radio'
  return (
    <fieldset
      className="public-form__group"
      role={radios ? 'radiogroup' : undefined}
      aria-describedby={describedBy(id, field.help, error)}
      aria-required={(radios && field.required) || undefined}
    >
      <legend className="ctl-label">
        <LabelText field={field} />
      </legend>
      {children}
      <FieldNotes id={id} help={field.help} error={error} />
    </fieldset>
  )
}

/** One field of an editor-built form, drawn with the site's controls, by type. */
export function FormField({ idPrefix, field, draft, error, onChange, onFile, countries, maxSize, privacy, country }: Props) {
  const t = useT()
  const { locale } = useLabels()
  const id = `${idPrefix}-${field.name}`
  const value = draft[field.name]
  const width = field.width === 'half' ? 'public-form__field public-form__field--half' : 'public-form__field'
  const common = { name: field.name, 'aria-required': field.required || undefined }
  const invalid = error ? true : undefined

  // A province or region of a country whose places are known is chosen from their list.
  const places = field.type === 'province' ? provincesOf(country) : field.type === 'region' ? regionsOf(country) : null
  if (places) {
    return (
      <Field id={id} label={<LabelText field={field} />} help={field.help || undefined} error={error} className={width}>
        <Select
          {...common}
          id={id}
          autoComplete="address-level1"
          aria-invalid={invalid}
          aria-describedby={describedBy(id, field.help, error)}
          value={textValue(value)}
          onChange={(event) => onChange(field.name, event.target.value)}
        >
          <option value="">{t('form.select')}</option>
          {places.map((place) => (
            <option key={place} value={place}>
              {place}
            </option>
          ))}
        </Select>
      </Field>
    )
  }

  switch (field.type) {
    case 'date':
      return (
        <DateField
          id={id}
          name={field.name}
          fieldClassName={width}
          label={<LabelText field={field} />}
          help={field.help || undefined}
          error={error}
          required={field.required}
          locale={locale}
          value={textValue(value)}
          onChange={(next) => onChange(field.name, next)}
          minDays={field.reach.minDays}
          maxDays={field.reach.maxDays}
          texts={{ chooseDate: t('form.chooseDate'), pattern: t('form.datePattern') }}
        />
      )
    case 'text':
    case 'province':
    case 'region':
    case 'email':
    case 'link': {
      const input = inputTypes[field.type] ?? { type: 'text', maxLength: formLimits.textMaxLength }
      return (
        <TextField
          {...common}
          id={id}
          fieldClassName={width}
          label={<LabelText field={field} />}
          help={field.help || undefined}
          error={error}
          type={input.type}
          autoComplete={input.autoComplete ?? (autofillKeys.has(field.name) ? field.name : undefined)}
          placeholder={field.placeholder || (field.type === 'email' ? t('form.emailPlaceholder') : undefined)}
          value={textValue(value)}
          onChange={(event) => onChange(field.name, event.target.value)}
        />
      )
    }
    case 'textarea':
      return (
        <Field id={id} label={<LabelText field={field} />} help={field.help || undefined} error={error} className={width}>
          <textarea
            {...common}
            id={id}
            className="ctl-input public-form__textarea"
            rows={6}
            maxLength={formLimits.textareaMaxLength}
            placeholder={field.placeholder || undefined}
            aria-invalid={invalid}
            aria-describedby={describedBy(id, field.help, error)}
            value={textValue(value)}
            onChange={(event) => onChange(field.name, event.target.value)}
          />
        </Field>
      )
    case 'phone': {
      // Two labelled inputs side by side (they post without JavaScript); the error and help sit under the number.
      const prefixName = phonePrefixKey(field.name)
      return (
        <div className={`public-form__phone ${width}`}>
          <TextField
            id={`${id}-prefix`}
            name={prefixName}
            label={t('form.phonePrefix')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-country-code"
            maxLength={5}
            value={textValue(draft[prefixName])}
            onChange={(event) => onChange(prefixName, event.target.value)}
          />
          <TextField
            {...common}
            id={id}
            label={<LabelText field={field} />}
            help={field.help || undefined}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={30}
            placeholder={t('form.phonePlaceholder')}
            error={error}
            value={textValue(value)}
            onChange={(event) => onChange(field.name, event.target.value)}
          />
        </div>
      )
    }
    case 'country':
    case 'select': {
      const options = field.type === 'country' ? countries : field.options
      return (
        <Field id={id} label={<LabelText field={field} />} help={field.help || undefined} error={error} className={width}>
          <Select
            {...common}
            id={id}
            autoComplete={field.type === 'country' ? 'country' : undefined}
            aria-invalid={invalid}
            aria-describedby={describedBy(id, field.help, error)}
            value={textValue(value)}
            onChange={(event) => onChange(field.name, event.target.value)}
          >
            <option value="">{field.type === 'country' ? t('form.countryPlaceholder') : t('form.select')}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </Field>
      )
    }
    case 'radio':
      return (
        <Group id={id} field={field} error={error}>
          {field.options.map((option, index) => (
            <Radio
              key={option.value}
              id={`${id}-${index}`}
              name={field.name}
              value={option.value}
              label={option.label}
              aria-invalid={invalid}
              checked={value === option.value}
              onChange={() => onChange(field.name, option.value)}
            />
          ))}
        </Group>
      )
    case 'multipleCheckbox': {
      const chosen = Array.isArray(value) ? value : []
      return (
        <Group id={id} field={field} error={error}>
          {field.options.map((option, index) => (
            <Checkbox
              key={option.value}
              id={`${id}-${index}`}
              name={field.name}
              value={option.value}
              label={option.label}
              aria-invalid={invalid}
              checked={chosen.includes(option.value)}
              onChange={(event) => onChange(field.name, event.target.checked ? [...chosen, option.value] : chosen.filter((item) => item !== option.value))}
            />
          ))}
        </Group>
      )
    }
    case 'checkbox':
    case 'privacy':
      return (
        <div className={width}>
          <Checkbox
            {...common}
            id={id}
            label={
              <>
                {field.type === 'privacy' ? privacy : field.label}
                {field.required ? <span aria-hidden="true"> *</span> : null}
              </>
            }
            aria-describedby={field.help ? `${id}-help` : undefined}
            error={error}
            checked={value === true}
            onChange={(event) => onChange(field.name, event.target.checked)}
          />
          <FieldNotes id={id} help={field.help} />
        </div>
      )
    case 'switch':
      return (
        <div className={width}>
          <Switch {...common} id={id} label={field.label} aria-invalid={invalid} checked={value === true} onChange={(event) => onChange(field.name, event.target.checked)} />
          <FieldNotes id={id} error={error} />
        </div>
      )
    case 'attachment': {
      // The chosen file's name stays in sight after an error; when the browser has dropped the file itself, the error says to attach it again.
      const chosen = isAttachmentValue(value) ? value : null
      const help = field.help || t('form.attachmentHint', { formats: 'PDF, DOC, DOCX, JPEG, PNG', size: maxSize })
      return (
        <Field id={id} label={<LabelText field={field} />} help={help} error={error} className={width}>
          {/* The input itself is out of sight but focusable; the designed button is a second label for it (hidden from the accessible name, which stays the field's label), in the page's language rather than the browser's. */}
          <input
            {...common}
            id={id}
            type="file"
            className="public-form__file"
            accept={attachmentAccept}
            aria-invalid={invalid}
            aria-describedby={[describedBy(id, help, error), chosen ? `${id}-chosen` : null].filter(Boolean).join(' ') || undefined}
            onChange={(event) => onFile(field.name, event.target.files?.[0] ?? null)}
          />
          <div className={invalid ? 'public-form__file-control public-form__file-control--invalid' : 'public-form__file-control'}>
            <label htmlFor={id} className="public-form__file-button" aria-hidden="true">
              {chosen ? t('form.chooseAnotherFile') : t('form.chooseFile')}
            </label>
            {chosen ? (
              <p id={`${id}-chosen`} className="public-form__chosen">
                {t('form.attachmentChosen', { name: chosen.name, size: formatFileSize(chosen.size, locale) })}
              </p>
            ) : (
              <span className="public-form__chosen" aria-hidden="true">
                {t('form.noFileChosen')}
              </span>
            )}
          </div>
        </Field>
      )
    }
    case 'address': {
      // A group of three labelled inputs; the one error and the help sit under the group.
      const keys = addressPartKeys(field.name)
      const part = { 'aria-invalid': invalid, 'aria-required': field.required || undefined }
      return (
        <fieldset className={`public-form__group public-form__address ${width}`} aria-describedby={describedBy(id, field.help, error)}>
          <legend className="ctl-label">
            <LabelText field={field} />
          </legend>
          <TextField {...part} id={id} name={field.name} fieldClassName="public-form__address-line" label={t('form.addressStreet')} autoComplete="address-line1" maxLength={formLimits.addressLineMaxLength} value={textValue(value)} onChange={(event) => onChange(field.name, event.target.value)} />
          <TextField {...part} id={`${id}-postal`} name={keys.postalCode} label={t('form.addressPostalCode')} autoComplete="postal-code" maxLength={formLimits.postalCodeMaxLength} value={textValue(draft[keys.postalCode])} onChange={(event) => onChange(keys.postalCode, event.target.value)} />
          <TextField {...part} id={`${id}-city`} name={keys.city} label={t('form.addressCity')} autoComplete="address-level2" maxLength={formLimits.cityMaxLength} value={textValue(draft[keys.city])} onChange={(event) => onChange(keys.city, event.target.value)} />
          <FieldNotes id={id} help={field.help} error={error} />
        </fieldset>
      )
    }
    case 'password':
      return (
        <TextField
          {...common}
          id={id}
          fieldClassName={width}
          label={<LabelText field={field} />}
          help={field.help || t('form.passwordHelp', { min: formLimits.passwordMinLength, max: formLimits.passwordMaxLength })}
          error={error}
          type="password"
          autoComplete="new-password"
          maxLength={formLimits.passwordMaxLength}
          value={textValue(value)}
          onChange={(event) => onChange(field.name, event.target.value)}
        />
      )
    case 'product':
      return <ProductField id={id} field={field} label={<LabelText field={field} />} className={width} value={textValue(value)} error={error} onChange={(text) => onChange(field.name, text)} />
    case 'label':
      return <p className="public-form__label">{field.label}</p>
    default: {
      const unknown: never = field.type
      return unknown
    }
  }
}

'use client'
import { useEffect, useId, useState, type SubmitEvent } from 'react'
import { Button } from '@/components/controls/Button'
import { describedBy, Field } from '@/components/controls/Field'
import { Radio } from '@/components/controls/Radio'
import { Select } from '@/components/controls/Select'
import { TextField } from '@/components/controls/TextField'
import { TRADE_REQUEST_MAX_LINES, TRADE_REQUEST_MAX_QUANTITY, TRADE_REQUEST_MESSAGE_MAX_LENGTH, type TradeRequestKind } from '@/domain/trade/requests'
import type { Locale } from '@/i18n/locales'

export interface RequestFormLabels {
  kindLabel: string
  kinds: Record<TradeRequestKind, string>
  market: string
  lines: string
  version: string
  quantity: string
  configuration: string
  addLine: string
  /** 'Remove item {number}', the number filled in here. */
  removeLine: string
  message: string
  messageHint: string
  submit: string
  sending: string
  failed: string
}

/** A line as the form holds it (the quantity as typed). */
export interface FormLine {
  key: number
  version: string
  quantity: string
  configuration: string | null
}

interface Props {
  locale: Locale
  labels: RequestFormLabels
  markets: { value: string; label: string }[]
  initial: { kind: TradeRequestKind; lines: Omit<FormLine, 'key'>[] }
  /** Lines come from the visitor's wishlist (read here, from its own endpoint). */
  fromWishlist: boolean
  /** Where the new request is shown: `{id}` replaced. */
  requestPath: string
}

interface WishlistAnswer {
  items?: { kind: string; id: string; options?: { version?: string; config?: string } }[]
}

/**
 * A quote or sample request: kind, market, lines (version code, quantity; a configuration is
 * shown and kept), a message. Checked by the server (`tradeRequestSchema`); each refusal shows
 * beside its field and what was typed stays. On success: the new request's page.
 */
export function RequestForm({ locale, labels, markets, initial, fromWishlist, requestPath }: Props) {
  const id = useId()
  const [kind, setKind] = useState<TradeRequestKind>(initial.kind)
  const [lines, setLines] = useState<FormLine[]>(() => (initial.lines.length > 0 ? initial.lines : [{ version: '', quantity: '1', configuration: null }]).map((line, key) => ({ ...line, key })))
  const [sending, setSending] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState('')

  // From the wishlist: its products with a chosen version (or configuration) become the lines.
  useEffect(() => {
    if (!fromWishlist) return
    let live = true
    void fetch(`/api/user/wishlist?lang=${locale}`, { credentials: 'same-origin' })
      .then(async (response) => (response.ok ? ((await response.json()) as WishlistAnswer) : {}))
      .then((answer) => {
        const saved = (answer.items ?? []).flatMap((item) => (item.kind === 'product' && item.options?.version ? [{ version: item.options.version, quantity: '1', configuration: item.options.config ?? null }] : []))
        if (live && saved.length > 0) setLines(saved.slice(0, TRADE_REQUEST_MAX_LINES).map((line, key) => ({ ...line, key })))
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [fromWishlist, locale])

  const change = (key: number, patch: Partial<FormLine>) => setLines((current) => current.map((line) => (line.key === key ? { ...line, ...patch } : line)))
  const add = () => setLines((current) => (current.length >= TRADE_REQUEST_MAX_LINES ? current : [...current, { key: Math.max(-1, ...current.map((line) => line.key)) + 1, version: '', quantity: '1', configuration: null }]))
  const remove = (key: number) => setLines((current) => (current.length <= 1 ? current : current.filter((line) => line.key !== key)))

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const text = (name: string) => {
      const value = data.get(name)
      return typeof value === 'string' ? value : ''
    }
    const body = { kind, market: text('market'), message: text('message'), lines: lines.map(({ version, quantity, configuration }) => ({ version, quantity, configuration })) }
    setSending(true)
    try {
      const response = await fetch(`/api/trade/requests?lang=${locale}`, { method: 'POST', credentials: 'same-origin', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      const answer = (await response.json().catch(() => ({}))) as { message?: string; fields?: Record<string, string>; request?: { id: number } }
      if (response.ok && answer.request) {
        window.location.assign(requestPath.replace('{id}', String(answer.request.id)))
        return
      }
      setErrors(answer.fields ?? {})
      setMessage(answer.fields ? '' : (answer.message ?? labels.failed))
    } catch {
      setMessage(labels.failed)
    }
    setSending(false)
  }

  return (
    <form className="request-form" noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className="request-form__kinds">
        <legend>{labels.kindLabel}</legend>
        {(['quote', 'sample'] as const).map((value) => (
          <Radio key={value} id={`${id}-kind-${value}`} name="kind" value={value} checked={kind === value} onChange={() => setKind(value)} label={labels.kinds[value]} />
        ))}
      </fieldset>
      <Field id={`${id}-market`} label={labels.market} error={errors.market}>
        <Select id={`${id}-market`} name="market" defaultValue={markets[0]?.value} aria-invalid={errors.market ? true : undefined} aria-describedby={describedBy(`${id}-market`, undefined, errors.market)}>
          {markets.map((market) => (
            <option key={market.value} value={market.value}>
              {market.label}
            </option>
          ))}
        </Select>
      </Field>
      <fieldset className="request-form__lines" aria-describedby={errors.lines ? `${id}-lines-error` : undefined}>
        <legend>{labels.lines}</legend>
        {errors.lines ? (
          <p id={`${id}-lines-error`} className="request-form__status">
            {errors.lines}
          </p>
        ) : null}
        <ol className="request-form__list">
          {lines.map((line, index) => (
            <li key={line.key} className="request-form__line">
              <TextField id={`${id}-version-${line.key}`} label={labels.version} value={line.version} onChange={(event) => change(line.key, { version: event.target.value })} maxLength={40} autoCapitalize="none" spellCheck={false} required />
              <TextField id={`${id}-quantity-${line.key}`} label={labels.quantity} type="number" inputMode="numeric" min={1} max={TRADE_REQUEST_MAX_QUANTITY} value={line.quantity} onChange={(event) => change(line.key, { quantity: event.target.value })} required fieldClassName="request-form__quantity" />
              {lines.length > 1 ? (
                <Button variant="quiet" className="request-form__remove" onClick={() => remove(line.key)}>
                  {labels.removeLine.replace('{number}', String(index + 1))}
                </Button>
              ) : null}
              {line.configuration ? (
                <p className="request-form__configuration">
                  <span>{labels.configuration}</span> <code>{line.configuration}</code>
                </p>
              ) : null}
            </li>
          ))}
        </ol>
        {lines.length < TRADE_REQUEST_MAX_LINES ? (
          <Button variant="secondary" onClick={add}>
            {labels.addLine}
          </Button>
        ) : null}
      </fieldset>
      <Field id={`${id}-message`} label={labels.message} help={labels.messageHint} error={errors.message}>
        <textarea id={`${id}-message`} name="message" className="ctl-input" rows={5} maxLength={TRADE_REQUEST_MESSAGE_MAX_LENGTH} aria-invalid={errors.message ? true : undefined} aria-describedby={describedBy(`${id}-message`, labels.messageHint, errors.message)} />
      </Field>
      <p className="request-form__status" role="alert">
        {message}
      </p>
      <Button type="submit" variant="primary" disabled={sending}>
        {sending ? labels.sending : labels.submit}
      </Button>
    </form>
  )
}

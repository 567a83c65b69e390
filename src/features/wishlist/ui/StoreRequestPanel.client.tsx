'use client'
import { useId, useMemo, useState, type ReactNode } from 'react'
import { Button } from '@/components/controls/Button'
import { Select } from '@/components/controls/Select'
import { StoreRequestForm } from '@/features/store-locator/client'
import { requestMessage, type RequestLine, type RequestStoreGroup } from '../logic/storeRequest'

export interface StoreRequestPanelLabels {
  requestAtStore: string
  requestHint: string
  chooseStore: string
  chooseStorePlaceholder: string
  requestIntro: string
  /** '… and {count} more' */
  requestMore: string
}

export interface StoreRequestPanelProps {
  groups: RequestStoreGroup[]
  /** The store request form's consent text (its policy link), drawn on the server. */
  consent: ReactNode
  /** The request message's limit (the store request's own). */
  messageMax: number
  labels: StoreRequestPanelLabels
}

/**
 * 'Request information at a store' from the wishlist: the visitor chooses a store and gets the
 * store page's own request form, set to 'information', its message listing the wishlist's items
 * (name and code, in the visitor's language) above room for their own words.
 */
export function StoreRequestPanel({ groups, consent, messageMax, labels, lines }: StoreRequestPanelProps & { lines: RequestLine[] }) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const [storeId, setStoreId] = useState('')
  const stores = useMemo(() => groups.flatMap((group) => group.stores), [groups])
  const store = stores.find((candidate) => String(candidate.id) === storeId)
  const message = useMemo(() => requestMessage(lines, { intro: labels.requestIntro, more: labels.requestMore }, messageMax), [lines, labels.requestIntro, labels.requestMore, messageMax])
  if (stores.length === 0 || lines.length === 0) return null
  return (
    <section className="wishlist-request" aria-label={labels.requestAtStore}>
      <Button variant="secondary" aria-expanded={open} aria-controls={`${id}-panel`} onClick={() => setOpen(!open)}>
        {labels.requestAtStore}
      </Button>
      <div id={`${id}-panel`} className="wishlist-request__panel" hidden={!open}>
        <p className="wishlist-request__hint">{labels.requestHint}</p>
        <div className="wishlist-request__store">
          <label htmlFor={`${id}-store`} className="ctl-label">
            {labels.chooseStore}
          </label>
          <Select id={`${id}-store`} value={storeId} onChange={(event) => setStoreId(event.target.value)}>
            <option value="">{labels.chooseStorePlaceholder}</option>
            {groups.map((group) => (
              <optgroup key={group.country} label={group.country}>
                {group.stores.map((option) => (
                  <option key={option.id} value={String(option.id)}>
                    {option.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </Select>
        </div>
        {/* One form for the page's life: closing the panel or choosing another store keeps what was typed. */}
        {store && <StoreRequestForm storeId={store.id} defaultPrefix={store.prefix} consent={consent} prefill={{ kind: 'information', message }} />}
      </div>
    </section>
  )
}

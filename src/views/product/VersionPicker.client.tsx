'use client'

import { useId, useState, useSyncExternalStore } from 'react'
import { Disclosure } from '@/components/controls/Disclosure'
import { Select } from '@/components/controls/Select'
import { ProductSave, type ProductSaveProps } from '@/features/wishlist/client'

/** One version, formatted on the server for the page's language. */
export interface VersionChoice {
  key: string
  name: string
  code: string
  dimensions: string
  seatHeight: string | null
  price: string | null
  packages: { title: string; dimensions: string; weight: string; volume: string }[]
}

interface Labels {
  select: string
  dimensions: string
  seatHeight: string
  price: string
  packages: string
  weight: string
  volume: string
  code: string
}

/** The query parameter that names the chosen version (the canonical address never carries it). */
const versionParam = 'version'
/** The address is read once: nothing to subscribe to (the picker itself writes it). */
const noSubscription = () => () => {}

/**
 * Choose a version and see its dimensions (in the visitor's units), price and shipping packages.
 * Without JavaScript the first version shows, and the versions table below lists them all.
 */
export function VersionPicker({ versions, labels, save }: { versions: VersionChoice[]; labels: Labels; save?: ProductSaveProps }) {
  const id = useId()
  // The version chosen lives in the address (`?version=…`), so a link or a bookmark opens it; the
  // page itself is the same for everybody (the first version), the address is read once it is live.
  const fromAddress = useSyncExternalStore(noSubscription, () => new URLSearchParams(window.location.search).get(versionParam), () => null)
  const [chosen, setChosen] = useState<string | null>(null)
  const selected = chosen ?? fromAddress ?? versions[0]?.key ?? ''
  const version = versions.find((item) => item.key === selected) ?? versions[0]
  const choose = (key: string) => {
    setChosen(key)
    const url = new URL(window.location.href)
    if (key === versions[0]?.key) url.searchParams.delete(versionParam)
    else url.searchParams.set(versionParam, key)
    window.history.replaceState(window.history.state, '', url)
  }
  if (!version) return save ? <ProductSave {...save} version={undefined} /> : null
  return (
    <div className="version-picker">
      {versions.length > 1 && (
        <>
          <label htmlFor={`${id}-select`} className="ctl-label version-picker__label">
            {labels.select}
          </label>
          <Select id={`${id}-select`} className="version-picker__select" value={version.key} onChange={(event) => choose(event.target.value)}>
            {versions.map((item) => (
              <option key={item.key} value={item.key}>
                {item.name}
              </option>
            ))}
          </Select>
        </>
      )}
      <dl className="version-picker__facts" aria-live="polite" data-testid="version-facts">
        <div>
          <dt>{labels.code}</dt>
          <dd>{version.code}</dd>
        </div>
        <div>
          <dt>{labels.dimensions}</dt>
          <dd data-testid="version-dimensions">{version.dimensions}</dd>
        </div>
        {version.seatHeight && (
          <div>
            <dt>{labels.seatHeight}</dt>
            <dd>{version.seatHeight}</dd>
          </div>
        )}
        {version.price && (
          <div>
            <dt>{labels.price}</dt>
            <dd className="version-picker__price">{version.price}</dd>
          </div>
        )}
      </dl>
      {save && <ProductSave {...save} version={versions.length > 1 ? version.key : undefined} />}
      {version.packages.length > 0 && (
        <Disclosure summary={labels.packages} className="version-picker__packages">
          <ul>
            {version.packages.map((item, index) => (
              <li key={index}>
                <strong>{item.title}</strong> {item.dimensions} · {labels.weight} {item.weight} · {labels.volume} {item.volume}
              </li>
            ))}
          </ul>
        </Disclosure>
      )}
    </div>
  )
}

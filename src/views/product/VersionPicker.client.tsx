'use client'

import { useId, useState } from 'react'
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

/**
 * Choose a version and see its dimensions (in the visitor's units), price and shipping packages.
 * Without JavaScript the first version shows, and the versions table below lists them all.
 */
export function VersionPicker({ versions, labels, save }: { versions: VersionChoice[]; labels: Labels; save?: ProductSaveProps }) {
  const id = useId()
  const [selected, setSelected] = useState(versions[0]?.key ?? '')
  const version = versions.find((item) => item.key === selected) ?? versions[0]
  if (!version) return save ? <ProductSave {...save} version={undefined} /> : null
  return (
    <div className="version-picker">
      {versions.length > 1 && (
        <>
          <label htmlFor={`${id}-select`} className="ctl-label version-picker__label">
            {labels.select}
          </label>
          <Select id={`${id}-select`} className="version-picker__select" value={version.key} onChange={(event) => setSelected(event.target.value)}>
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

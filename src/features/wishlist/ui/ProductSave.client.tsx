'use client'
import { useId, useState } from 'react'
import { Select } from '@/components/controls/Select'
import { SaveButton } from './SaveButton.client'

export interface ProductSaveProps {
  productId: string
  name: string
  /** The materials the product comes in; the visitor may pick one to save with it. */
  materials: { id: string; name: string }[]
  labels: { material: string; materialAny: string }
}

/**
 * The product page's heart, saving the version chosen above it and, when picked here, a
 * material: the same product in two choices is two items of the wishlist.
 */
export function ProductSave({ productId, name, materials, labels, version }: ProductSaveProps & { version: string | undefined }) {
  const id = useId()
  const [material, setMaterial] = useState('')
  const options = { ...(version && { version }), ...(material && { material }) }
  return (
    <div className="product-save">
      {materials.length > 0 && (
        <div className="product-save__material">
          <label htmlFor={`${id}-material`} className="ctl-label">
            {labels.material}
          </label>
          <Select id={`${id}-material`} value={material} onChange={(event) => setMaterial(event.target.value)}>
            <option value="">{labels.materialAny}</option>
            {materials.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </Select>
        </div>
      )}
      <SaveButton item={{ kind: 'product', id: productId, options }} name={name} className="product-save__heart" />
    </div>
  )
}

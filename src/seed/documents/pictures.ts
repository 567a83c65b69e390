import type { PictureReader } from '@/lib/pdf/pictureReader'
import { materials } from '../data/materials'
import { renderProduct, renderSwatch } from '../images'
import { productByKey } from './content'

/** The address a document gives the seed's studio picture of a product, and of a material's swatch. */
export const productPicture = (key: string) => `seed:product/${key}`
export const swatchPicture = (code: string) => `seed:swatch/${code}`

/**
 * Reads the seed's own pictures by those addresses: drawn the way the catalogue seed draws them
 * (deterministic, no media folder, no server), each address and size drawn once per reader, so
 * the products that several documents show cost one drawing.
 */
export function seedPictureReader(): PictureReader {
  const drawn = new Map<string, Promise<Uint8Array | null>>()
  return (url, width, height) => {
    const key = `${String(width)}x${String(height)} ${url}`
    let picture = drawn.get(key)
    if (!picture) {
      picture = draw(url, width, height)
      drawn.set(key, picture)
    }
    return picture
  }
}

async function draw(url: string, width: number, height: number): Promise<Uint8Array | null> {
  const [, kind, name] = /^seed:(product|swatch)\/(.+)$/.exec(url) ?? []
  if (kind === 'product' && name) return renderProduct(productByKey(name).image, { width, height })
  const material = materials.find((each) => each.code === name)
  if (kind === 'swatch' && material) return renderSwatch(material.swatch, Math.max(width, height))
  return null
}

import { formatDimensions, formatMeasure } from '@/domain/catalogue/dimensions'
import type { Product } from '@/payload-types'
import type { ViewContext } from '@/components/viewContext'

type Version = NonNullable<Product['versions']>[number]

/**
 * Each version with its code and dimensions in centimetres, and inches too in English (width is shown as depth). Wide
 * screens get a column per measure; narrow ones one "L × D × H" column (the other cells are
 * hidden, which keeps every cell's header right).
 */
export function VersionsTable({ versions, context }: { versions: Version[]; context: ViewContext }) {
  const { t, locale, tag } = context
  if (versions.length === 0) return null
  const hasSeat = versions.some((version) => version.dimensions.seatHeight)
  const cm = (value: number | null | undefined) => (value ? formatMeasure(value, locale, tag) : '–')
  return (
    <section className="view-band" aria-labelledby="product-versions">
      <h2 id="product-versions" className="band-title">
        {t('product.versions')}
      </h2>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">{t('product.version')}</th>
            <th scope="col" className="data-table__wide">
              {t('product.code')}
            </th>
            <th scope="col" className="data-table__wide">
              {t('product.length')}
            </th>
            <th scope="col" className="data-table__wide">
              {t('product.depth')}
            </th>
            <th scope="col" className="data-table__wide">
              {t('product.height')}
            </th>
            {hasSeat && (
              <th scope="col" className="data-table__wide">
                {t('product.seatHeight')}
              </th>
            )}
            <th scope="col" className="data-table__narrow">
              {t('product.dimensions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {versions.map((version) => {
            const { length, depth, height, seatHeight } = version.dimensions
            return (
              <tr key={version.id ?? version.code}>
                <th scope="row">
                  {version.name}
                  <span className="data-table__sub data-table__narrow">{version.code}</span>
                </th>
                <td className="data-table__code data-table__wide">{version.code}</td>
                <td className="data-table__wide">{cm(length)}</td>
                <td className="data-table__wide">{cm(depth)}</td>
                <td className="data-table__wide">{cm(height)}</td>
                {hasSeat && <td className="data-table__wide">{cm(seatHeight)}</td>}
                <td className="data-table__narrow">
                  {formatDimensions({ length, depth, height }, locale, tag)}
                  {seatHeight ? <span className="data-table__sub">{`${t('product.seatHeight')} ${cm(seatHeight)}`}</span> : null}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </section>
  )
}

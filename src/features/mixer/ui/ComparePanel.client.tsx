'use client'
import { labelKey } from '@/domain/format'
import { AppLink } from '@/runtime/navigation/AppLink'
import { useT } from '@/runtime/labels/LabelsProvider'
import type { MixerSample } from '../logic/types'
import { Swatch } from './Swatch.client'

/**
 * Two samples side by side in the same light and at the same scale: the same square, the same
 * picture size and crop, under one shared light (a gradient over both), never each its own.
 */
export function ComparePanel({ compared }: { compared: readonly MixerSample[] }) {
  const t = useT()
  return (
    <section className="mixer-compare" aria-labelledby="mixer-compare-title">
      <h2 id="mixer-compare-title" className="mixer-heading">
        {t('mixer.compareTitle')}
      </h2>
      {compared.length < 2 && <p className="mixer-compare__hint">{t('mixer.compareHint')}</p>}
      {compared.length > 0 && (
        <div className="mixer-compare__pair">
          {compared.map((sample) => (
            <figure key={sample.token} className="mixer-compare__item">
              <span className="mixer-compare__light">
                <Swatch sample={sample} sizes="(min-width: 1024px) 16vw, 45vw" className="mixer-compare__swatch" />
              </span>
              <figcaption>
                <AppLink href={sample.href} className="mixer-compare__name">
                  {sample.name}
                </AppLink>
                <span className="mixer-compare__facts">
                  {sample.code} · {t(`durability.${labelKey(sample.durability)}`)}
                </span>
              </figcaption>
            </figure>
          ))}
        </div>
      )}
    </section>
  )
}

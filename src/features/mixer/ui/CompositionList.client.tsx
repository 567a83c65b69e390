'use client'
import { useT } from '@/runtime/labels/LabelsProvider'
import { AppLink } from '@/runtime/navigation/AppLink'
import { warningsFor } from '../logic/rules'
import type { MixerSample, MixerScene } from '../logic/types'

interface Props {
  scene: MixerScene
  placed: Readonly<Record<string, string>>
  samples: ReadonlyMap<string, MixerSample>
  compared: readonly string[]
  onClear: (slot: string) => void
  onCompare: (token: string) => void
}

/** The composition in words, slot by slot: what each holds, how it suits, and the tools to compare or remove it. */
export function CompositionList({ scene, placed, samples, compared, onClear, onCompare }: Props) {
  const t = useT()
  return (
    <section className="mixer-composition" aria-labelledby="mixer-composition-title">
      <h2 id="mixer-composition-title" className="mixer-heading">
        {t('mixer.composition')}
      </h2>
      <ul className="mixer-composition__list">
        {scene.slots.map((slot) => {
          const token = placed[slot.code]
          const sample = token === undefined ? undefined : samples.get(token)
          const warnings = sample ? warningsFor(sample, slot) : []
          return (
            <li key={slot.code} className="mixer-composition__row" data-slot={slot.code}>
              <span className="mixer-composition__slot">{slot.name}</span>
              {sample ? (
                <span className="mixer-composition__sample">
                  <AppLink href={sample.href} className="mixer-composition__link">
                    {sample.name}
                  </AppLink>
                  <span className="mixer-composition__code">{sample.code}</span>
                  {warnings.map((warning) => (
                    <span key={warning} className="mixer-warning">
                      {t(`mixer.warning.${warning}`)}
                    </span>
                  ))}
                </span>
              ) : (
                <span className="mixer-composition__none">—</span>
              )}
              {sample && (
                <span className="mixer-composition__tools">
                  <button type="button" className="mixer-text-button" aria-pressed={compared.includes(sample.token)} onClick={() => onCompare(sample.token)} aria-label={t('mixer.compare', { name: sample.name })}>
                    {t('mixer.compareTitle')}
                  </button>
                  <button type="button" className="mixer-text-button" onClick={() => onClear(slot.code)} aria-label={t('mixer.remove', { name: sample.name })}>
                    ×
                  </button>
                </span>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}

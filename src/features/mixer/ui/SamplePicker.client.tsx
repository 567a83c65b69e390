'use client'
import { useId, useState } from 'react'
import { Select } from '@/components/controls'
import { labelKey } from '@/domain/format'
import { useT } from '@/runtime/labels/LabelsProvider'
import { samplesMatching, type PickerFilters } from '../logic/rules'
import type { MixerFamily, MixerSample } from '../logic/types'
import { DraggableSample } from './DraggableSample.client'
import { Swatch } from './Swatch.client'

const uses = ['indoor', 'openAir', 'outdoor'] as const

/** The library's samples, filtered by family, colour and use; each one to drag onto the scene or the board. */
export function SamplePicker({ families, samples }: { families: readonly MixerFamily[]; samples: readonly MixerSample[] }) {
  const t = useT()
  const id = useId()
  const [filters, setFilters] = useState<PickerFilters>({ family: '', colour: '', use: '' })
  const colours = [...new Set(samples.map((sample) => sample.colour))]
  const shown = samplesMatching(samples, filters)
  const set = (name: keyof PickerFilters) => (event: { target: { value: string } }) => setFilters({ ...filters, [name]: event.target.value })
  return (
    <section className="mixer-picker" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="mixer-heading">
        {t('mixer.picker')}
      </h2>
      <div className="mixer-picker__filters">
        <label className="mixer-filter">
          <span className="mixer-filter__label">{t('mixer.filterFamily')}</span>
          <Select value={filters.family} onChange={set('family')}>
            <option value="">{t('mixer.all')}</option>
            {families.map((family) => (
              <option key={family.id} value={String(family.id)}>
                {family.name}
              </option>
            ))}
          </Select>
        </label>
        <label className="mixer-filter">
          <span className="mixer-filter__label">{t('mixer.filterColour')}</span>
          <Select value={filters.colour} onChange={set('colour')}>
            <option value="">{t('mixer.all')}</option>
            {colours.map((colour) => (
              <option key={colour} value={colour}>
                {t(`colour.${labelKey(colour)}`)}
              </option>
            ))}
          </Select>
        </label>
        <label className="mixer-filter">
          <span className="mixer-filter__label">{t('mixer.filterUse')}</span>
          <Select value={filters.use} onChange={set('use')}>
            <option value="">{t('mixer.all')}</option>
            {uses.map((use) => (
              <option key={use} value={use}>
                {t(`usage.${use}`)}
              </option>
            ))}
          </Select>
        </label>
      </div>
      {shown.length === 0 ? (
        <p className="mixer-picker__none">{t('mixer.noSamples')}</p>
      ) : (
        <ul className="mixer-picker__grid">
          {shown.map((sample) => (
            <li key={sample.token} className="mixer-picker__item">
              <DraggableSample token={sample.token} from={{ kind: 'picker' }} label={`${sample.name}, ${sample.code}`} className="mixer-picker__sample">
                <Swatch sample={sample} sizes="96px" />
              </DraggableSample>
              <span className="mixer-picker__name" aria-hidden="true">
                {sample.name}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

'use client'
import { useDroppable } from '@dnd-kit/core'
import { ResponsiveImage } from '@/components/ResponsiveImage.client'
import { useT } from '@/runtime/labels/LabelsProvider'
import { warningsFor } from '../logic/rules'
import type { MixerSample, MixerScene, MixerSlot } from '../logic/types'
import { DraggableSample } from './DraggableSample.client'
import { slotDropId } from './places'
import { Swatch } from './Swatch.client'

/** Slots lower than this (per cent of the picture's height) show their name above. */
const LOW_SLOT_PERCENT = 80

interface Props {
  scene: MixerScene
  placed: Readonly<Record<string, string>>
  samples: ReadonlyMap<string, MixerSample>
}

/** The interior with its slots: each a drop target at its place on the picture, showing the sample it holds. */
export function SceneStage({ scene, placed, samples }: Props) {
  const t = useT()
  const { picture } = scene
  return (
    <div className="mixer-stage" role="group" aria-label={t('mixer.sceneLabel', { name: scene.name })} style={{ aspectRatio: `${String(picture.width)} / ${String(picture.height)}` }}>
      <ResponsiveImage src={picture.src} alt={picture.alt} sizes="(min-width: 1024px) 62vw, 100vw" fill priority />
      {scene.slots.map((slot) => {
        const token = placed[slot.code]
        return <SlotTarget key={slot.code} slot={slot} sample={token === undefined ? undefined : samples.get(token)} />
      })}
    </div>
  )
}

function SlotTarget({ slot, sample }: { slot: MixerSlot; sample: MixerSample | undefined }) {
  const t = useT()
  const { setNodeRef, isOver } = useDroppable({ id: slotDropId(slot.code) })
  const warned = sample ? warningsFor(sample, slot).length > 0 : false
  // Near the picture's foot the name goes above the disc, inside the picture.
  const classes = ['mixer-slot', slot.y > LOW_SLOT_PERCENT ? 'mixer-slot--low' : '', sample ? 'mixer-slot--filled' : '', isOver ? 'mixer-slot--over' : '', warned ? 'mixer-slot--warned' : ''].filter(Boolean).join(' ')
  return (
    <div className={classes} style={{ left: `${String(slot.x)}%`, top: `${String(slot.y)}%` }} data-slot={slot.code}>
      {/* The drop target is the disc, not the positioned (transformed) box: dnd-kit measures droppables without their own transform. */}
      <span ref={setNodeRef} className="mixer-slot__target">
        {sample ? (
          <DraggableSample token={sample.token} from={{ kind: 'slot', slot: slot.code }} label={t('mixer.slotFilled', { slot: slot.name, name: sample.name })} className="mixer-slot__sample">
            <Swatch sample={sample} sizes="96px" />
            {warned && (
              <span className="mixer-slot__warning" aria-hidden="true">
                !
              </span>
            )}
          </DraggableSample>
        ) : (
          <span className="mixer-slot__empty" aria-hidden="true" />
        )}
      </span>
      <span className="mixer-slot__name">{sample ? slot.name : t('mixer.slotEmpty', { slot: slot.name })}</span>
    </div>
  )
}

'use client'
import { useDroppable } from '@dnd-kit/core'
import { useT } from '@/runtime/labels/LabelsProvider'
import type { MixerSample } from '../logic/types'
import { DraggableSample } from './DraggableSample.client'
import { BOARD_ID } from './places'
import { Swatch } from './Swatch.client'

interface Props {
  board: readonly string[]
  samples: ReadonlyMap<string, MixerSample>
  compared: readonly string[]
  onRemove: (token: string) => void
  onCompare: (token: string) => void
}

/** The free sample board: samples kept at hand, each to move onto a slot, compare or remove. */
export function SampleBoard({ board, samples, compared, onRemove, onCompare }: Props) {
  const t = useT()
  const { setNodeRef, isOver } = useDroppable({ id: BOARD_ID })
  const kept = board.flatMap((token) => samples.get(token) ?? [])
  return (
    <section className={`mixer-board${isOver ? ' mixer-board--over' : ''}`} aria-labelledby="mixer-board-title">
      <h2 id="mixer-board-title" className="mixer-heading">
        {t('mixer.board')}
      </h2>
      <div ref={setNodeRef} className="mixer-board__area" data-testid="mixer-board">
        {kept.length === 0 && <p className="mixer-board__empty">{t('mixer.boardEmpty')}</p>}
        <ul className="mixer-board__list">
          {kept.map((sample) => (
            <li key={sample.token} className="mixer-board__item">
              <DraggableSample token={sample.token} from={{ kind: 'board' }} label={sample.name} className="mixer-board__sample">
                <Swatch sample={sample} sizes="96px" />
              </DraggableSample>
              <span className="mixer-board__name">{sample.name}</span>
              <span className="mixer-board__tools">
                <button type="button" className="mixer-tool" aria-pressed={compared.includes(sample.token)} onClick={() => onCompare(sample.token)} aria-label={t('mixer.compare', { name: sample.name })}>
                  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                    <rect x="2.5" y="4.5" width="6" height="11" />
                    <rect x="11.5" y="4.5" width="6" height="11" />
                  </svg>
                </button>
                <button type="button" className="mixer-tool" onClick={() => onRemove(sample.token)} aria-label={t('mixer.remove', { name: sample.name })}>
                  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                    <path d="M5 5l10 10M15 5L5 15" />
                  </svg>
                </button>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

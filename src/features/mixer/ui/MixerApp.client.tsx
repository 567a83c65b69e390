'use client'
import { DndContext, DragOverlay, type Announcements, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core'
import { useEffect, useMemo, useRef, useState } from 'react'
import { compositionQuery, readComposition, validComposition, type Composition } from '@/domain/mixer/composition'
import { useT } from '@/runtime/labels/LabelsProvider'
import { MIXER_COMPARE } from '../logic/limits'
import { clearSlot, dropSample, removeFromBoard, toggleCompared, type DropOutcome } from '../logic/moves'
import { materialRules, sceneRules } from '../logic/rules'
import type { MixerFamily, MixerSample, MixerScene } from '../logic/types'
import { ComparePanel } from './ComparePanel.client'
import { CompositionList } from './CompositionList.client'
import { MixerActions } from './MixerActions.client'
import { BOARD_ID, isDragData, placeOfDropId, slotDropId, type DragData } from './places'
import { SampleBoard } from './SampleBoard.client'
import { SamplePicker } from './SamplePicker.client'
import { SceneStage } from './SceneStage.client'
import { Swatch } from './Swatch.client'
import { mixerCollisions, useMixerSensors } from './useMixerDnd'

export interface MixerAppProps {
  scenes: MixerScene[]
  families: MixerFamily[]
  samples: MixerSample[]
  initial: Composition
  /** Why the address's composition was corrected, in the page's language (shown until the first change). */
  notices: string[]
}

const queryOf = (search: string) => Object.fromEntries(new URLSearchParams(search))

/**
 * The materials mixer: scene, slots, sample board, picker, comparison and actions. The
 * composition lives in the address: every change is a history entry (back and forward step
 * through them), and the server renders any shared address as it will look.
 */
export function MixerApp({ scenes, families, samples, initial, notices }: MixerAppProps) {
  const t = useT()
  const [composition, setComposition] = useState(initial)
  const [compared, setCompared] = useState<string[]>([])
  const [dragging, setDragging] = useState<DragData | null>(null)
  const [status, setStatus] = useState('')
  const [edited, setEdited] = useState(false)
  const rules = useMemo(() => sceneRules(scenes), [scenes])
  const materials = useMemo(() => materialRules(samples), [samples])
  const byToken = useMemo(() => new Map(samples.map((sample) => [sample.token, sample])), [samples])
  const scene = scenes.find((candidate) => candidate.code === composition.scene) ?? scenes[0]
  const sceneRule = rules.find((candidate) => candidate.code === composition.scene) ?? rules[0]
  // The keyboard's drop places, read by the sensor while a sample is carried.
  const dropOrder = useRef<string[]>([])
  useEffect(() => {
    dropOrder.current = [...(scene?.slots.map((slot) => slotDropId(slot.code)) ?? []), BOARD_ID]
  }, [scene])
  const sensors = useMixerSensors(() => dropOrder.current)

  useEffect(() => {
    const restore = () => setComposition(validComposition(readComposition(queryOf(window.location.search)), rules, materials).composition)
    window.addEventListener('popstate', restore)
    return () => window.removeEventListener('popstate', restore)
  }, [rules, materials])

  if (!scene || !sceneRule) return null

  const slotOrder = (code: string) => rules.find((candidate) => candidate.code === code)?.slots.map((slot) => slot.code) ?? []
  const commit = (next: Composition) => {
    setComposition(next)
    setEdited(true)
    window.history.pushState(null, '', `${window.location.pathname}${compositionQuery(next, slotOrder(next.scene))}`)
  }
  const nameOf = (token: string) => byToken.get(token)?.name ?? token
  const placeName = (id: string | number) => {
    const place = placeOfDropId(id)
    if (!place) return ''
    if (place.kind === 'slot') return scene.slots.find((slot) => slot.code === place.slot)?.name ?? place.slot
    return t('mixer.board')
  }
  const attempt = (data: DragData, overId: string | number): { outcome: DropOutcome; next: Composition } | null => {
    const to = placeOfDropId(overId)
    const material = materials.get(data.token)
    if (!to || !material) return null
    const { composition: next, outcome } = dropSample(composition, sceneRule, material, data.from, to, materials)
    return { outcome, next }
  }
  const outcomeText = (outcome: DropOutcome, name: string, target: string) => {
    switch (outcome) {
      case 'placed':
        return t('mixer.dnd.placed', { name, target })
      case 'swapped':
        return t('mixer.dnd.swapped', { name, target })
      case 'toBoard':
        return t('mixer.dnd.toBoard', { name })
      case 'notAccepted':
        return t('mixer.dnd.notAccepted', { name, target })
      case 'boardFull':
        return t('mixer.dnd.boardFull')
      case 'unchanged':
        return t('mixer.dnd.cancel', { name })
    }
  }
  const announcements: Announcements = {
    onDragStart: ({ active }) => (isDragData(active.data.current) ? t('mixer.dnd.start', { name: nameOf(active.data.current.token) }) : undefined),
    onDragOver: ({ active, over }) => {
      if (!isDragData(active.data.current)) return undefined
      const name = nameOf(active.data.current.token)
      return over ? t('mixer.dnd.over', { name, target: placeName(over.id) }) : t('mixer.dnd.overNone', { name })
    },
    onDragMove: () => undefined,
    onDragEnd: ({ active, over }) => {
      if (!isDragData(active.data.current)) return undefined
      const name = nameOf(active.data.current.token)
      const result = over ? attempt(active.data.current, over.id) : null
      return result ? outcomeText(result.outcome, name, placeName(over?.id ?? '')) : t('mixer.dnd.cancel', { name })
    },
    onDragCancel: ({ active }) => (isDragData(active.data.current) ? t('mixer.dnd.cancel', { name: nameOf(active.data.current.token) }) : undefined),
  }
  const started = ({ active }: DragStartEvent) => setDragging(isDragData(active.data.current) ? active.data.current : null)
  const ended = ({ active, over }: DragEndEvent) => {
    setDragging(null)
    if (!over || !isDragData(active.data.current)) return
    const result = attempt(active.data.current, over.id)
    if (!result) return
    // Refusals are said beside the composition too, not only to screen readers.
    setStatus(result.outcome === 'notAccepted' || result.outcome === 'boardFull' ? outcomeText(result.outcome, nameOf(active.data.current.token), placeName(over.id)) : '')
    if (result.next !== composition) commit(result.next)
  }
  const chooseScene = (code: string) => {
    if (code === composition.scene) return
    const slots = Object.entries(composition.slots)
    commit(validComposition({ scene: code, slots, board: composition.board }, rules, materials).composition)
  }
  const compare = (token: string) => setCompared(toggleCompared(compared, token, MIXER_COMPARE))
  const lifted = dragging ? byToken.get(dragging.token) : undefined

  return (
    <DndContext
      // A fixed id: the server and the browser then write the same aria-describedby (a counter would differ).
      id="mixer"
      sensors={sensors}
      collisionDetection={mixerCollisions}
      onDragStart={started}
      onDragEnd={ended}
      onDragCancel={() => setDragging(null)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('mixer.dnd.instructions') } }}
    >
      {!edited && notices.length > 0 && (
        <ul className="mixer-notices" role="status">
          {notices.map((notice) => (
            <li key={notice}>{notice}</li>
          ))}
        </ul>
      )}
      {scenes.length > 1 && (
        <div className="mixer-scenes" role="group" aria-label={t('mixer.scenes')}>
          {scenes.map((candidate) => (
            <button key={candidate.code} type="button" className="mixer-scenes__choice" aria-pressed={candidate.code === scene.code} onClick={() => chooseScene(candidate.code)}>
              {candidate.name}
            </button>
          ))}
        </div>
      )}
      {/* One column on a phone in this order (the picker right under the scene); on a wide screen the picker is the right column. */}
      <div className="mixer-layout">
        <div className="mixer-stage-block">
          <SceneStage scene={scene} placed={composition.slots} samples={byToken} />
          <p className="mixer-status" role="status">
            {status}
          </p>
        </div>
        <SamplePicker families={families} samples={samples} />
        <SampleBoard board={composition.board} samples={byToken} compared={compared} onRemove={(token) => commit(removeFromBoard(composition, token))} onCompare={compare} />
        <CompositionList scene={scene} placed={composition.slots} samples={byToken} compared={compared} onClear={(slot) => commit(clearSlot(composition, slot))} onCompare={compare} />
        <ComparePanel compared={compared.flatMap((token) => byToken.get(token) ?? [])} />
        <MixerActions scene={scene} composition={composition} samples={byToken} onClear={() => commit({ scene: composition.scene, slots: {}, board: [] })} />
      </div>
      <DragOverlay dropAnimation={null}>{lifted ? <Swatch sample={lifted} sizes="96px" className="mixer-overlay" /> : null}</DragOverlay>
    </DndContext>
  )
}

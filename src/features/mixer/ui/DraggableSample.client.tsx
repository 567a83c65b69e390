'use client'
import { useDraggable } from '@dnd-kit/core'
import type { ReactNode } from 'react'
import { useT } from '@/runtime/labels/LabelsProvider'
import type { MixerPlace } from '../logic/moves'
import { dragId, type DragData } from './places'

/**
 * A sample that can be picked up with the mouse, a finger or the keyboard (space or enter, then
 * the arrow keys jump from place to place). Labelled by its name and where it is.
 */
export function DraggableSample({ token, from, label, className, children }: { token: string; from: MixerPlace; label: string; className?: string; children: ReactNode }) {
  const t = useT()
  const data: DragData = { token, from }
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: dragId(token, from), data, attributes: { roleDescription: t('mixer.dnd.role') } })
  return (
    <span ref={setNodeRef} className={['mixer-draggable', isDragging ? 'mixer-draggable--lifted' : '', className].filter(Boolean).join(' ')} {...attributes} {...listeners} aria-label={label}>
      {children}
    </span>
  )
}

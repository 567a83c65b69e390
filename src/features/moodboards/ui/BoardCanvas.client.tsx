'use client'
import { DndContext, KeyboardSensor, PointerSensor, useDraggable, useSensor, useSensors, type DragEndEvent, type KeyboardCoordinateGetter } from '@dnd-kit/core'
import { useMemo, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react'
import type { Translate } from '@/i18n/translator'
import { moved, paintingOrder, resized, type BoardItem } from '../logic/board'
import { MOODBOARD_CANVAS, MOODBOARD_GRID } from '../logic/limits'
import { pieceRefOf, type Piece } from '../logic/pieces'
import { BoardPiece, itemName } from './BoardPiece'

interface Props {
  t: Translate
  items: BoardItem[]
  pieces: ReadonlyMap<string, Piece>
  selected: number | null
  onSelect: (index: number) => void
  onChange: (index: number, item: BoardItem) => void
}

const percent = (value: number, of: number) => `${(value / of) * 100}%`

/**
 * The board's canvas: items placed in canvas units (scaled to the screen by percentages), moved
 * by mouse, touch or keyboard through dnd-kit (one grid step per arrow key, snapped on drop) and
 * resized by their corner handle; dnd-kit's announcements speak the visitor's language.
 */
export function BoardCanvas({ t, items, pieces, selected, onSelect, onChange }: Props) {
  const canvas = useRef<HTMLDivElement>(null)
  const moves = useRef({ x: 0, y: 0 })
  const scale = () => (canvas.current?.clientWidth ?? MOODBOARD_CANVAS.width) / MOODBOARD_CANVAS.width
  // One arrow key: one grid step on the screen's scale.
  const coordinateGetter: KeyboardCoordinateGetter = (event, { currentCoordinates }) => {
    const step = MOODBOARD_GRID * scale()
    const delta = {
      ArrowRight: [step, 0],
      ArrowLeft: [-step, 0],
      ArrowDown: [0, step],
      ArrowUp: [0, -step],
    }[event.code]
    if (!delta) return undefined
    event.preventDefault()
    return {
      x: currentCoordinates.x + (delta[0] ?? 0),
      y: currentCoordinates.y + (delta[1] ?? 0),
    }
  }
  // Past the window's middle, dnd-kit's keyboard sensor moves the item by scrolling the page
  // under it (the scroll counts in the drop's delta): instantly, so that every key press is one
  // whole step and the item stays in view; a smooth scroll would swallow quick presses.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter, scrollBehavior: 'instant' }))
  const nameOf = (id: string | number) => {
    const item = items[Number(id)]
    return item ? itemName(t, item, pieces) : ''
  }
  const steps = (value: number) => Math.round(value / scale() / MOODBOARD_GRID)
  const announcements = useMemo(
    () => ({
      onDragStart: ({ active }: { active: { id: string | number } }) => t('moodboard.dnd.start', { name: nameOf(active.id) }),
      onDragMove: ({ active }: { active: { id: string | number } }) =>
        t('moodboard.dnd.move', {
          name: nameOf(active.id),
          x: steps(moves.current.x),
          y: steps(moves.current.y),
        }),
      onDragOver: () => undefined,
      onDragEnd: ({ active }: { active: { id: string | number } }) => t('moodboard.dnd.end', { name: nameOf(active.id) }),
      onDragCancel: ({ active }: { active: { id: string | number } }) => t('moodboard.dnd.cancel', { name: nameOf(active.id) }),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the names are read when spoken
    [t, items, pieces],
  )
  const dropped = ({ active, delta }: DragEndEvent) => {
    const index = Number(active.id)
    const item = items[index]
    if (!item) return
    onChange(index, moved(item, delta.x / scale(), delta.y / scale()))
    // The dropped item in view: the page may have scrolled while it moved, or it may sit at the canvas's edge.
    window.requestAnimationFrame(() => canvas.current?.querySelector(`[data-index="${String(index)}"]`)?.scrollIntoView({ block: 'nearest', inline: 'nearest' }))
  }

  return (
    <DndContext
      sensors={sensors}
      onDragStart={({ active }) => onSelect(Number(active.id))}
      onDragMove={({ delta }) => {
        moves.current = delta
      }}
      onDragEnd={dropped}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: t('moodboard.dnd.instructions'),
        },
      }}
    >
      <div ref={canvas} className="board-canvas" role="region" aria-label={t('moodboard.canvasLabel')}>
        {paintingOrder(items).map((item) => {
          const index = items.indexOf(item)
          return (
            <CanvasItem
              key={index}
              index={index}
              item={item}
              name={itemName(t, item, pieces)}
              label={t('moodboard.moveNamed', {
                name: itemName(t, item, pieces),
              })}
              roleDescription={t('moodboard.kind.' + item.kind)}
              selected={selected === index}
              onSelect={() => onSelect(index)}
              onResize={(dw, dh) => onChange(index, resized(item, dw / scale(), dh / scale()))}
            >
              <BoardPiece t={t} item={item} piece={pieces.get(pieceRefOf(item) ?? '')} />
            </CanvasItem>
          )
        })}
      </div>
    </DndContext>
  )
}

interface ItemProps {
  index: number
  item: BoardItem
  name: string
  label: string
  roleDescription: string
  selected: boolean
  onSelect: () => void
  onResize: (dw: number, dh: number) => void
  children: React.ReactNode
}

function CanvasItem({ index, item, label, roleDescription, selected, onSelect, onResize, children }: ItemProps) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: String(index), attributes: { roleDescription } })
  const [resizing, setResizing] = useState<{
    x: number
    y: number
    dw: number
    dh: number
  } | null>(null)
  const startResize = (event: ReactPointerEvent<HTMLSpanElement>) => {
    event.stopPropagation()
    event.currentTarget.setPointerCapture(event.pointerId)
    setResizing({ x: event.clientX, y: event.clientY, dw: 0, dh: 0 })
  }
  const style = {
    left: percent(item.x, MOODBOARD_CANVAS.width),
    top: percent(item.y, MOODBOARD_CANVAS.height),
    width: `calc(${percent(item.w, MOODBOARD_CANVAS.width)} + ${resizing?.dw ?? 0}px)`,
    height: `calc(${percent(item.h, MOODBOARD_CANVAS.height)} + ${resizing?.dh ?? 0}px)`,
    zIndex: isDragging ? 100_001 : item.z + 1,
    transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
  }
  return (
    <div
      ref={setNodeRef}
      className={`board-item board-item--${item.kind}${selected ? ' board-item--selected' : ''}${isDragging ? ' board-item--dragging' : ''}`}
      style={style}
      {...attributes}
      {...listeners}
      aria-label={label}
      aria-pressed={undefined}
      onFocus={onSelect}
      data-index={index}
    >
      {children}
      <span
        className="board-item__resize"
        aria-hidden="true"
        onPointerDown={startResize}
        onPointerMove={(event) =>
          resizing &&
          setResizing({
            ...resizing,
            dw: event.clientX - resizing.x,
            dh: event.clientY - resizing.y,
          })
        }
        onPointerUp={() => {
          if (resizing) onResize(resizing.dw, resizing.dh)
          setResizing(null)
        }}
        onPointerCancel={() => setResizing(null)}
      />
    </div>
  )
}

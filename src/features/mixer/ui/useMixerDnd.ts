'use client'
import { KeyboardSensor, MouseSensor, pointerWithin, rectIntersection, TouchSensor, useSensor, useSensors, type CollisionDetection, type KeyboardCoordinateGetter } from '@dnd-kit/core'
import { useRef } from 'react'

/** Pointer drags drop where the pointer is; keyboard drags on the place they jumped to (none until the first arrow key). */
export const mixerCollisions: CollisionDetection = (args) => (args.pointerCoordinates ? pointerWithin(args) : rectIntersection(args))

/**
 * The sensors: mouse after a few pixels, touch after a short press (a swipe still scrolls the
 * page), and the keyboard, whose arrow keys jump from drop place to drop place in `order()`
 * (the scene's slots, then the board) instead of crawling across the screen.
 */
export function useMixerSensors(order: () => readonly string[]) {
  const position = useRef(-1)
  const coordinateGetter: KeyboardCoordinateGetter = (event, { context }) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.code]
    if (step === undefined) return undefined
    event.preventDefault()
    const ids = order()
    if (ids.length === 0) return undefined
    const overIndex = context.over ? ids.indexOf(String(context.over.id)) : -1
    const from = overIndex >= 0 ? overIndex : position.current
    const next = from < 0 ? (step > 0 ? 0 : ids.length - 1) : (from + step + ids.length) % ids.length
    position.current = next
    const rect = context.droppableRects.get(ids[next] ?? '')
    const dragged = context.collisionRect
    if (!rect || !dragged) return undefined
    return { x: rect.left + rect.width / 2 - dragged.width / 2, y: rect.top + rect.height / 2 - dragged.height / 2 }
  }
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 180, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter, onActivation: () => { position.current = -1 } }),
  )
  return sensors
}

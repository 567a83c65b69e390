'use client'
import { useState, type ReactNode } from 'react'
import { Select } from '@/components/controls/Select'

/**
 * A select inside a filter form that the server re-renders: it shows the server's value after
 * every navigation (reset link, back button) without being remounted, so keyboard focus stays
 * on it while the visitor changes its value.
 */
export function SyncedSelect({ id, name, value, children }: { id: string; name: string; value: string; children: ReactNode }) {
  const [current, setCurrent] = useState(value)
  // A new value from the server replaces the visitor's choice during render (no effect, no extra commit).
  const [serverValue, setServerValue] = useState(value)
  if (value !== serverValue) {
    setServerValue(value)
    setCurrent(value)
  }
  return (
    <Select id={id} name={name} value={current} onChange={(event) => setCurrent(event.target.value)}>
      {children}
    </Select>
  )
}

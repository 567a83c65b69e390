import type { SelectHTMLAttributes } from 'react'

/** A native select with the site's look: no browser chrome, a drawn chevron, a focus ring. */
export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select {...props} className={className ? `ctl-select ${className}` : 'ctl-select'} />
}

import type { ReactNode } from 'react'

/**
 * A disclosure with no script: `<details>/<summary>`, a drawn plus that turns into a cross when
 * open, and a body that eases open where the browser animates `::details-content`.
 */
export function Disclosure({ summary, open, className, summaryClassName, bodyClassName, children }: { summary: ReactNode; open?: boolean; className?: string; summaryClassName?: string; bodyClassName?: string; children: ReactNode }) {
  return (
    <details className={className ? `ctl-disclosure ${className}` : 'ctl-disclosure'} open={open}>
      <summary className={summaryClassName ? `ctl-disclosure__summary ${summaryClassName}` : 'ctl-disclosure__summary'}>{summary}</summary>
      <div className={bodyClassName ? `ctl-disclosure__body ${bodyClassName}` : 'ctl-disclosure__body'}>{children}</div>
    </details>
  )
}

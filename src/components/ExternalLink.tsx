import type { ReactNode } from 'react'

/** A link that leaves the site: a plain anchor (full navigation), in a new tab when the editor asked for one. */
export function ExternalLink({ href, newTab, className, children }: { href: string; newTab?: boolean; className?: string; children: ReactNode }) {
  return (
    <a href={href} className={className} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  )
}

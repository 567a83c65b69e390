import type { ReactNode } from 'react'

/**
 * One section of the edit-profile screen: a heading the section is labelled by, then its
 * content. Each part of the screen (profile, password, MFA, sessions, data, deletion) is one.
 */
export function Section({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  const headingId = `account-section-${id}`
  return (
    <section className="account-section" aria-labelledby={headingId} id={id}>
      <h2 id={headingId} className="account-section__title">
        {title}
      </h2>
      {intro ? <p className="account-page__intro">{intro}</p> : null}
      {children}
    </section>
  )
}

'use client'
import { AppLink as Link } from '@/runtime/navigation/AppLink'
import { usePathname } from 'next/navigation'
import { useEffect, type ReactNode } from 'react'
import { displayPath } from '@/domain/labels/errorDisplay'
import { homeUrl } from '@/domain/urls'
import { useLabels, useT } from '../LabelsProvider'
import { NotFoundWays } from './NotFoundWays'

/**
 * Spec §8: "Page Not Found: {path}" in the visitor's language, with a way home. The path is
 * known while the server renders; without one the short "Page Not Found" stands alone.
 * Below it the ways on (issue 22): `ways` when the server drew them (with featured products),
 * else search and sections drawn here.
 */
export function NotFoundView({ ways }: { ways?: ReactNode }) {
  const t = useT()
  const { locale } = useLabels()
  const pathname = usePathname()
  const path = pathname ? displayPath(pathname) : null

  useEffect(() => {
    if (path) console.info('[404]', path)
  }, [path])

  const title = t('error.notFound')
  return (
    <section className="error-view" aria-labelledby="error-title">
      <title>{t('site.titleTemplate', { title })}</title>
      <p className="error-view__eyebrow">{t('error.statusCode', { status: '404' })}</p>
      <h1 id="error-title" className="error-view__title">
        {title}
      </h1>
      <p className="error-view__text">{path ? t('error.pageNotFoundPath', { path }) : t('error.pageNotFoundTitle')}</p>
      <p className="error-view__hint">{t('error.notFoundMessage')}</p>
      <div className="error-view__actions">
        <Link href={homeUrl(locale)} className="error-view__action">
          {t('error.backToHome')}
        </Link>
      </div>
      {ways ?? <NotFoundWays locale={locale} t={t} />}
    </section>
  )
}

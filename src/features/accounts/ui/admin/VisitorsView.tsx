import type { AdminViewServerProps } from 'payload'
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { adminTranslator } from '@/collections/Users/adminText'
import { isLocale, type Locale } from '@/i18n/locales'
import type { Translate } from '@/i18n/translator'
import { directoryQuery, isVisitorId, pageCount, VISITOR_ADMIN_REASON_MAX_LENGTH, VISITOR_SEARCH_MAX_LENGTH, type VisitorAdminLogEntry, type VisitorSummary } from '../../logic/visitorDirectory'
import { findVisitor, findVisitors, visitorAdminLog } from '../../server/visitorDirectory'
import { VisitorActions, type VisitorActionLabels } from './VisitorActions.client'

/** The admin's address of the view (admin.components.views.visitors in payload.config.ts). */
export const VISITORS_VIEW_PATH = '/visitors'

const cell = { padding: 'calc(var(--base) * 0.4) calc(var(--base) * 0.5)', borderBottom: '1px solid var(--theme-elevation-100)', textAlign: 'start' } as const

function dateText(iso: string | null, locale: Locale, t: Translate): string {
  if (!iso) return t('admin.visitors.never')
  return `${new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso))} UTC`
}

function kindText(kind: string, t: Translate): string {
  if (kind === 'professional') return t('auth.accountProfessional')
  if (kind === 'private') return t('auth.accountPrivate')
  return kind
}

function listHref(viewPath: string, q: string, page: number, id?: string): string {
  const params = new URLSearchParams()
  if (q !== '') params.set('q', q)
  if (page > 1) params.set('page', String(page))
  if (id !== undefined) params.set('visitor', id)
  const query = params.toString()
  return query === '' ? viewPath : `${viewPath}?${query}`
}

function yesNo(value: boolean, t: Translate) {
  return value ? t('admin.visitors.yes') : t('admin.visitors.no')
}

/**
 * The editors' audit trail (who blocked, unblocked or deleted, when, why), newest first: one
 * visitor's on the detail, everybody's latest under the list (there a visitor is named by id:
 * the entry of a deleted visitor keeps nothing else of them).
 */
function AdminLog({ entries, locale, t, withVisitor, visitorHref }: { entries: VisitorAdminLogEntry[]; locale: Locale; t: Translate; withVisitor: boolean; visitorHref: (id: string) => string }) {
  return (
    <section aria-labelledby="visitor-log-title" data-testid="visitor-log" style={{ marginTop: 'calc(var(--base) * 2)' }}>
      {/* Under the list a section of its own; on a visitor's detail, part of that visitor's section. */}
      {withVisitor ? <h2 id="visitor-log-title">{t('admin.visitors.log.latest')}</h2> : <h3 id="visitor-log-title">{t('admin.visitors.log.title')}</h3>}
      {entries.length === 0 ? (
        <p>{t('admin.visitors.log.empty')}</p>
      ) : (
        <div style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-labelledby="visitor-log-title">
          <table style={{ borderCollapse: 'collapse', width: '100%' }}>
            <thead>
              <tr>
                <th scope="col" style={cell}>{t('admin.visitors.log.when')}</th>
                <th scope="col" style={cell}>{t('admin.visitors.log.action')}</th>
                {withVisitor && <th scope="col" style={cell}>{t('admin.visitors.log.visitor')}</th>}
                <th scope="col" style={cell}>{t('admin.visitors.log.editor')}</th>
                <th scope="col" style={cell}>{t('admin.visitors.log.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry, index) => (
                <tr key={`${entry.at}-${index}`}>
                  <td style={cell}>{dateText(entry.at, locale, t)}</td>
                  <td style={cell}>{t(`admin.visitors.log.${entry.action}`)}</td>
                  {withVisitor && (
                    <td style={cell}>
                      {entry.action === 'delete' ? <code>{entry.visitorId}</code> : <a href={visitorHref(entry.visitorId)}><code>{entry.visitorId}</code></a>}
                    </td>
                  )}
                  <td style={cell}>{entry.editorEmail || entry.editorId}</td>
                  <td style={{ ...cell, overflowWrap: 'anywhere' }}>{entry.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}

function VisitorDetail({ visitor, log, locale, t, backHref }: { visitor: VisitorSummary; log: VisitorAdminLogEntry[]; locale: Locale; t: Translate; backHref: string }) {
  const rows: [string, string][] = [
    [t('admin.visitors.column.email'), visitor.email],
    [t('admin.visitors.column.kind'), kindText(visitor.kind, t)],
    [t('admin.visitors.column.verified'), yesNo(visitor.verified, t)],
    [t('admin.visitors.column.blocked'), yesNo(visitor.blocked, t)],
    ...(visitor.blockReason !== null ? [[t('admin.visitors.blockReason'), visitor.blockReason] satisfies [string, string]] : []),
    [t('admin.visitors.column.mfa'), yesNo(visitor.mfa, t)],
    [t('admin.visitors.column.created'), dateText(visitor.createdAt, locale, t)],
    [t('admin.visitors.column.lastSignIn'), dateText(visitor.lastSignInAt, locale, t)],
  ]
  const labels: VisitorActionLabels = {
    block: t('admin.visitors.block'),
    unblock: t('admin.visitors.unblock'),
    blockedNote: t('admin.visitors.blockedNote'),
    delete: t('admin.visitors.delete'),
    confirmDelete: t('admin.visitors.confirmDelete', { name: `${visitor.name} ${visitor.surname}`.trim() || visitor.email }),
    confirmYes: t('admin.visitors.confirmYes'),
    cancel: t('admin.visitors.cancel'),
    failed: t('admin.visitors.failed'),
    reason: t('admin.visitors.reason'),
    reasonHint: t('admin.visitors.reasonHint', { max: VISITOR_ADMIN_REASON_MAX_LENGTH }),
    reasonMaxLength: VISITOR_ADMIN_REASON_MAX_LENGTH,
  }
  return (
    <section aria-labelledby="visitor-detail-title" data-testid="visitor-detail">
      <p>
        <a href={backHref}>{t('admin.visitors.back')}</a>
      </p>
      <h2 id="visitor-detail-title">{`${visitor.name} ${visitor.surname}`.trim() || visitor.email}</h2>
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 'calc(var(--base) * 0.25) var(--base)' }}>
        {rows.map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt style={{ fontWeight: 600 }}>{term}</dt>
            <dd style={{ margin: 0 }}>{value}</dd>
          </div>
        ))}
      </dl>
      <VisitorActions id={visitor.id} blocked={visitor.blocked} locale={locale} listHref={backHref} labels={labels} />
      <AdminLog entries={log} locale={locale} t={t} withVisitor={false} visitorHref={() => backHref} />
    </section>
  )
}

/**
 * /admin/visitors: editors find a visitor (search by name or e-mail, newest first, 25 a page),
 * open one, block or unblock them and delete them on request. Read straight from the visitor
 * store (server/visitorDirectory.ts), one source of truth; the changes go through the editors'
 * endpoints (api/visitorAdmin.ts), which check the editor's session and the request's Origin.
 * Works without JavaScript except the changes: search and pages are plain links and a GET form.
 */
export async function VisitorsView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, locale, permissions, visibleEntities } = initPageResult
  const language = req.i18n.language
  const uiLocale: Locale = isLocale(language) ? language : 'en'
  const t = adminTranslator(uiLocale)
  const viewPath = `${req.payload.config.routes.admin}${VISITORS_VIEW_PATH}`
  const editor = req.user?.collection === 'users'
  const query = directoryQuery(searchParams ?? {})
  const rawVisitor = searchParams?.visitor
  const visitorId = typeof rawVisitor === 'string' ? rawVisitor : undefined

  let content: React.ReactNode
  if (!editor) {
    content = <p role="alert">{t('http.forbidden')}</p>
  } else if (visitorId !== undefined) {
    const visitor = isVisitorId(visitorId) ? await findVisitor(visitorId) : null
    const log = visitor ? await visitorAdminLog(visitor.id) : []
    const backHref = listHref(viewPath, query.q, query.page)
    content = visitor ? (
      <VisitorDetail visitor={visitor} log={log} locale={uiLocale} t={t} backHref={backHref} />
    ) : (
      <p role="status">
        {t('admin.visitors.notFound')} <a href={backHref}>{t('admin.visitors.back')}</a>
      </p>
    )
  } else {
    const [{ visitors, total }, log] = await Promise.all([findVisitors(query), visitorAdminLog()])
    const pages = pageCount(total)
    content = (
      <>
        <form method="get" action={viewPath} role="search" style={{ display: 'flex', gap: 'calc(var(--base) * 0.5)', alignItems: 'end', flexWrap: 'wrap', marginBottom: 'var(--base)' }}>
          <div style={{ display: 'flex', flexDirection: 'column', gap: 'calc(var(--base) * 0.25)' }}>
            <label htmlFor="visitor-search">{t('admin.visitors.search')}</label>
            <input id="visitor-search" name="q" type="search" defaultValue={query.q} maxLength={VISITOR_SEARCH_MAX_LENGTH} style={{ minWidth: '18rem', padding: 'calc(var(--base) * 0.4)' }} />
          </div>
          <button type="submit" className="btn btn--style-primary btn--size-medium" style={{ margin: 0 }}>
            {t('admin.visitors.searchButton')}
          </button>
        </form>
        <p role="status" data-testid="visitor-count">
          {t('admin.visitors.count', { count: total })}
        </p>
        {visitors.length === 0 ? (
          <p>{t('admin.visitors.empty')}</p>
        ) : (
          // Scrolls sideways on a narrow screen: reachable by keyboard, named by the table's caption.
          <div style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-labelledby="visitor-table-caption">
            <table style={{ borderCollapse: 'collapse', width: '100%' }} data-testid="visitor-table">
              <caption id="visitor-table-caption" style={{ textAlign: 'start', fontWeight: 600, paddingBottom: 'calc(var(--base) * 0.5)' }}>{t('admin.visitors.caption', { page: query.page, pages })}</caption>
              <thead>
                <tr>
                  {(['name', 'email', 'kind', 'verified', 'blocked', 'mfa', 'created', 'lastSignIn'] as const).map((column) => (
                    <th key={column} scope="col" style={cell}>
                      {t(`admin.visitors.column.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {visitors.map((visitor) => (
                  <tr key={visitor.id}>
                    <th scope="row" style={cell}>
                      <a href={listHref(viewPath, query.q, query.page, visitor.id)}>{`${visitor.name} ${visitor.surname}`.trim() || visitor.email}</a>
                    </th>
                    <td style={cell}>{visitor.email}</td>
                    <td style={cell}>{kindText(visitor.kind, t)}</td>
                    <td style={cell}>{yesNo(visitor.verified, t)}</td>
                    <td style={cell}>{yesNo(visitor.blocked, t)}</td>
                    <td style={cell}>{yesNo(visitor.mfa, t)}</td>
                    <td style={cell}>{dateText(visitor.createdAt, uiLocale, t)}</td>
                    <td style={cell}>{dateText(visitor.lastSignInAt, uiLocale, t)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {pages > 1 && (
          <nav aria-label={t('admin.visitors.pages')} style={{ display: 'flex', gap: 'var(--base)', marginTop: 'var(--base)' }}>
            {query.page > 1 && <a href={listHref(viewPath, query.q, query.page - 1)}>{t('admin.visitors.previous')}</a>}
            {query.page < pages && <a href={listHref(viewPath, query.q, query.page + 1)}>{t('admin.visitors.next')}</a>}
          </nav>
        )}
        <AdminLog entries={log} locale={uiLocale} t={t} withVisitor visitorHref={(id) => listHref(viewPath, '', 1, id)} />
      </>
    )
  }

  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <div data-testid="visitors-view">
          <h1 style={{ marginTop: 'var(--base)' }}>{t('admin.visitors.title')}</h1>
          <p>{t('admin.visitors.intro')}</p>
          {content}
        </div>
      </Gutter>
    </DefaultTemplate>
  )
}

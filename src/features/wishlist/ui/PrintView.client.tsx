'use client'
import QRCode from 'qrcode'
import { useEffect, useState } from 'react'
import { ResponsiveImage } from '@/components/ResponsiveImage.client'
import { mediaPath } from '@/domain/mediaPath'
import { guardAnswer } from '@/features/accounts/client'
import { localeTags, type Locale } from '@/i18n/locales'
import type { WishlistEntry } from '../logic/entries'
import type { WishlistKind } from '../logic/items'
import { qrPath } from '@/domain/print/qrPath'
import { ready } from './wishlistStore'

export interface PrintViewLabels {
  loading: string
  loadFailed: string
  empty: string
  /** "Generated on {date}". */
  generatedOn: string
  title: string
  unavailable: string
  code: string
  version: string
  dimensions: string
  material: string
  price: string
  print: string
  downloadPdf: string
  back: string
  paper: string
  a4: string
  letter: string
  /** "QR code to open {name} on the website". */
  qr: string
}

type Group = { kind: WishlistKind; title: string; entries: WishlistEntry[] }
type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'shown'; groups: Group[]; today: string }

/** A QR code to `url` as one vector path (the PDF draws the same), named for assistive technology. */
function QrCode({ url, label }: { url: string; label: string }) {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' })
  const side = modules.size + 4
  return (
    <svg className="print-item__qr" viewBox={`-2 -2 ${String(side)} ${String(side)}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <path d={qrPath(modules)} fill="currentColor" />
    </svg>
  )
}

/**
 * The printable wishlist (its own layout: no site header or footer): brand, date, and each item
 * with its picture, name, code, version, dimensions, material, price and a QR code to its page;
 * print from the browser (A4 or Letter: the print style leaves the paper to the printer) or
 * download the same as a PDF. Signed out: to sign-in, and back here after.
 */
export function PrintView({ locale, brand, origin, wishlistHref, labels }: { locale: Locale; brand: string; origin: string; wishlistHref: string; labels: PrintViewLabels }) {
  const [state, setState] = useState<State>({ kind: 'loading' })
  const [paper, setPaper] = useState<'a4' | 'letter'>('a4')
  useEffect(() => {
    let current = true
    ready()
      .then(() => fetch(`/api/user/wishlist/details?lang=${locale}`, { credentials: 'same-origin', cache: 'no-store', headers: { Accept: 'application/json' } }))
      .then(async (response) => {
        // The accounts' guard: to sign-in (and back here after), or to the forced MFA set-up.
        if ((await guardAnswer(response, locale)) === 'left') return
        if (!response.ok) throw new Error(`wishlist ${String(response.status)}`)
        const body = (await response.json()) as { groups: Group[] }
        const today = new Intl.DateTimeFormat(localeTags[locale], { dateStyle: 'long' }).format(new Date())
        if (current) setState({ kind: 'shown', groups: body.groups.filter((group) => group.entries.length > 0), today })
      })
      .catch(() => current && setState({ kind: 'failed' }))
    return () => {
      current = false
    }
  }, [locale])

  const facts = (entry: WishlistEntry) =>
    (
      [
        [labels.code, entry.code],
        [labels.version, entry.version],
        [labels.dimensions, entry.dimensions],
        [labels.material, entry.material],
        ...entry.choices.map((choice): [string, string] => [choice.label, choice.value]),
        [labels.price, entry.price],
      ] as const
    ).flatMap(([label, value]) => (value ? [{ label, value }] : []))

  return (
    <main className="print-sheet">
      <nav className="print-tools" aria-label={labels.title}>
        <a href={wishlistHref} className="print-tools__back">
          {labels.back}
        </a>
        <div className="print-tools__actions">
          <label className="print-tools__paper">
            <span>{labels.paper}</span>
            <select value={paper} onChange={(event) => setPaper(event.target.value === 'letter' ? 'letter' : 'a4')}>
              <option value="a4">{labels.a4}</option>
              <option value="letter">{labels.letter}</option>
            </select>
          </label>
          <a className="ctl-button ctl-button--secondary" href={`/api/user/wishlist/pdf?lang=${locale}&paper=${paper}`} download>
            {labels.downloadPdf}
          </a>
          <button type="button" className="ctl-button ctl-button--primary" onClick={() => window.print()}>
            {labels.print}
          </button>
        </div>
      </nav>
      <header className="print-header">
        <p className="print-header__brand">{brand}</p>
        <p className="print-header__date">{state.kind === 'shown' && labels.generatedOn.replace('{date}', state.today)}</p>
        <h1 className="print-header__title">{labels.title}</h1>
      </header>
      {state.kind === 'loading' && <p role="status">{labels.loading}</p>}
      {state.kind === 'failed' && <p role="alert">{labels.loadFailed}</p>}
      {state.kind === 'shown' && state.groups.length === 0 && <p>{labels.empty}</p>}
      {state.kind === 'shown' &&
        state.groups.map((group) => (
          <section key={group.kind} className="print-group" aria-labelledby={`print-${group.kind}`}>
            <h2 id={`print-${group.kind}`}>{group.title}</h2>
            <ul className="print-list">
              {group.entries.map((entry) => {
                const name = entry.name ?? labels.unavailable
                return (
                  <li key={entry.key} className="print-item" data-testid="print-item">
                    <div className="print-item__media">{entry.image && <ResponsiveImage src={mediaPath(entry.image)} alt="" sizes="120px" fill />}</div>
                    <div className="print-item__text">
                      <h3 className="print-item__name">{name}</h3>
                      {!entry.available && <p className="print-item__gone">{labels.unavailable}</p>}
                      <dl className="print-item__facts">
                        {facts(entry).map((fact) => (
                          <div key={fact.label}>
                            <dt>{fact.label}</dt>
                            <dd>{fact.value}</dd>
                          </div>
                        ))}
                      </dl>
                    </div>
                    {entry.href ? <QrCode url={new URL(entry.href, origin).href} label={labels.qr.replace('{name}', name)} /> : <span className="print-item__qr" />}
                  </li>
                )
              })}
            </ul>
          </section>
        ))}
    </main>
  )
}

'use client'
import { useEffect, useState } from 'react'
import { Button } from '@/components/controls/Button'
import { ResponsiveImage } from '@/components/ResponsiveImage.client'
import { mediaPath } from '@/domain/mediaPath'
import { guardAnswer } from '@/features/accounts/client'
import { choicesText } from '@/domain/configurator/summary'
import type { Locale } from '@/i18n/locales'
import type { WishlistEntry } from '../logic/entries'
import type { WishlistKind } from '../logic/items'
import { MoveToBoard, type MoveToBoardProps } from './MoveToBoard.client'
import { StoreRequestPanel, type StoreRequestPanelProps } from './StoreRequestPanel.client'
import { forget, ready, setSaved, snapshot } from './wishlistStore'

export interface WishlistViewLabels {
  loading: string
  loadFailed: string
  empty: string
  emptyHint: string
  browse: string
  unavailable: string
  code: string
  version: string
  material: string
  price: string
  /** 'Remove {name} from your wishlist' ({name} filled in here). */
  removeNamed: string
  remove: string
  saveFailed: string
  /** '{name} was moved to “{board}”.' */
  moved: string
}

type Group = { kind: WishlistKind; title: string; entries: WishlistEntry[] }
type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'shown'; groups: Group[] }

/**
 * The signed-in visitor's wishlist, asked for after the page loaded (the page's HTML is the same
 * for everybody): grouped by kind, each item with its picture, name, code, chosen version and
 * material and price, a way to remove it or move it to a moodboard; 'request information at a
 * store' with the items listed. Signed out: to sign-in, and back here after.
 */
export function WishlistView({ locale, labels, browseHref, request, move }: { locale: Locale; labels: WishlistViewLabels; browseHref: string; request: StoreRequestPanelProps; move: MoveToBoardProps }) {
  const [state, setState] = useState<State>({ kind: 'loading' })
  const [problem, setProblem] = useState('')
  const [done, setDone] = useState('')
  useEffect(() => {
    let current = true
    // After the browser's items were merged into the account (the first page after signing in).
    ready()
      .then(() => fetch(`/api/user/wishlist/details?lang=${locale}`, { credentials: 'same-origin', cache: 'no-store', headers: { Accept: 'application/json' } }))
      .then(async (response) => {
        // The accounts' guard: to sign-in (and back here after), or to the forced MFA set-up.
        if ((await guardAnswer(response, locale)) === 'left') return
        if (!response.ok) throw new Error(`wishlist ${String(response.status)}`)
        const body = (await response.json()) as { groups: Group[] }
        if (current) setState({ kind: 'shown', groups: body.groups })
      })
      .catch(() => current && setState({ kind: 'failed' }))
    return () => {
      current = false
    }
  }, [locale])

  if (state.kind === 'loading') return <p className="wishlist-page__status" role="status">{labels.loading}</p>
  if (state.kind === 'failed') return <p className="wishlist-page__status" role="alert">{labels.loadFailed}</p>
  const groups = state.groups.filter((group) => group.entries.length > 0)
  if (groups.length === 0) {
    return (
      <div className="wishlist-page__empty">
        <p className="wishlist-page__empty-title">{labels.empty}</p>
        <p>{labels.emptyHint}</p>
        <a href={browseHref} className="ctl-button ctl-button--secondary">
          {labels.browse}
        </a>
      </div>
    )
  }

  const remove = async (entry: WishlistEntry) => {
    setProblem('')
    const before = state.groups
    setState({ kind: 'shown', groups: before.map((group) => ({ ...group, entries: group.entries.filter((other) => other.key !== entry.key) })) })
    await setSaved(entry.item, false)
    // The store puts a refused removal back; so does the page.
    if (snapshot().keys.has(entry.key)) {
      setState({ kind: 'shown', groups: before })
      setProblem(labels.saveFailed)
    }
  }

  const moved = (entry: WishlistEntry, name: string, board: { title: string }) => {
    setState({ kind: 'shown', groups: state.groups.map((group) => ({ ...group, entries: group.entries.filter((other) => other.key !== entry.key) })) })
    forget(entry.item)
    setDone(labels.moved.replace('{name}', name).replace('{board}', board.title))
  }

  const requestLines = groups.flatMap((group) => group.entries.flatMap((entry) => (entry.available && entry.name ? [{ name: entry.name, code: entry.code, ...(entry.choices.length > 0 ? { details: choicesText(entry.choices) } : {}) }] : [])))

  return (
    <div className="wishlist-page">
      <StoreRequestPanel {...request} lines={requestLines} />
      <p role="status" className="wishlist-page__problem">
        {problem}
      </p>
      <p role="status" className="wishlist-page__done">
        {done}
      </p>
      {groups.map((group) => (
        <section key={group.kind} className="wishlist-group" aria-labelledby={`wishlist-${group.kind}`}>
          <h2 id={`wishlist-${group.kind}`} className="band-title">
            {group.title}
          </h2>
          <ul className="wishlist-list">
            {group.entries.map((entry) => {
              const name = entry.name ?? labels.unavailable
              return (
                <li key={entry.key} className={entry.available ? 'wishlist-item' : 'wishlist-item wishlist-item--gone'} data-testid="wishlist-item">
                  <div className="wishlist-item__media">{entry.image && <ResponsiveImage src={mediaPath(entry.image)} alt="" sizes="(min-width: 720px) 160px, 96px" fill />}</div>
                  <div className="wishlist-item__text">
                    <h3 className="wishlist-item__name">{entry.href ? <a href={entry.href}>{name}</a> : name}</h3>
                    {!entry.available && <p className="wishlist-item__gone">{labels.unavailable}</p>}
                    <dl className="wishlist-item__facts">
                      {entry.code && <Fact label={labels.code} value={entry.code} />}
                      {entry.version && <Fact label={labels.version} value={entry.version} />}
                      {entry.material && <Fact label={labels.material} value={entry.material} />}
                      {entry.choices.map((choice) => (
                        <Fact key={choice.label} label={choice.label} value={choice.value} />
                      ))}
                      {entry.price && <Fact label={labels.price} value={entry.price} />}
                    </dl>
                  </div>
                  <div className="wishlist-item__actions">
                    {/* A saved configuration stays on the wishlist: a board keeps products and materials, not configurations (yet). */}
                    {entry.available && entry.name && entry.choices.length === 0 && <MoveToBoard {...move} lang={locale} item={entry.item} name={name} onMoved={(board) => moved(entry, name, board)} />}
                    <Button variant="quiet" className="wishlist-item__remove" aria-label={labels.removeNamed.replace('{name}', name)} onClick={() => void remove(entry)}>
                      {labels.remove}
                    </Button>
                  </div>
                </li>
              )
            })}
          </ul>
        </section>
      ))}
    </div>
  )
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  )
}

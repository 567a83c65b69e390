'use client'
import { useEffect, useState, type SubmitEvent } from 'react'
import { ResponsiveImage } from '@/components/ResponsiveImage.client'
import { mediaPath } from '@/domain/mediaPath'
import type { Translate } from '@/i18n/translator'
import { newItemSize, type NewItem } from '../logic/board'
import { MOODBOARD_NOTE_MAX_CHARS } from '../logic/limits'
import { itemOfPiece, type Piece, type PieceKind } from '../logic/pieces'

type Tab = 'product' | 'material' | 'image' | 'swatch' | 'note'
const tabs: readonly Tab[] = ['product', 'material', 'image', 'swatch', 'note']
const searchKinds: Record<'product' | 'material' | 'image', PieceKind[]> = {
  product: ['product'],
  material: ['material'],
  image: ['mood', 'project', 'story'],
}

interface Props {
  lang: string
  t: Translate
  signedIn: boolean
  onAdd: (item: NewItem, piece?: Piece) => void
}

/** The 'add' panel: products, materials and images (from the wishlist and by name), colour swatches and notes. */
export function AddPanel({ lang, t, signedIn, onAdd }: Props) {
  const [tab, setTab] = useState<Tab>('product')
  const [wishlist, setWishlist] = useState<Piece[]>([])
  useEffect(() => {
    if (!signedIn) return
    fetch(`/api/user/wishlist/details?lang=${lang}`, {
      credentials: 'same-origin',
      cache: 'no-store',
    })
      .then(async (response) =>
        response.ok
          ? ((await response.json()) as {
              groups?: { entries?: WishlistEntry[] }[]
            })
          : {},
      )
      .then((body) => setWishlist(piecesOfWishlist(body.groups ?? [])))
      .catch(() => setWishlist([]))
  }, [lang, signedIn])

  const addPiece = (piece: Piece) => {
    const base = itemOfPiece(piece.ref)
    if (!base) return
    const size = newItemSize[base.kind === 'image' ? 'image' : base.kind === 'product' ? 'product' : 'material']
    onAdd({ ...base, ...size, text: '', colour: '' }, piece)
  }

  return (
    <section className="board-picker" aria-labelledby="board-picker-title">
      <h2 id="board-picker-title" className="board-picker__title">
        {t('moodboard.addPanel')}
      </h2>
      <div className="board-picker__tabs" role="group" aria-label={t('moodboard.addPanel')}>
        {tabs.map((each) => (
          <button key={each} type="button" className="board-picker__tab" aria-pressed={tab === each} onClick={() => setTab(each)}>
            {t(`moodboard.kind.${each}`)}
          </button>
        ))}
      </div>
      {tab === 'swatch' && <SwatchForm t={t} onAdd={onAdd} />}
      {tab === 'note' && <NoteForm t={t} onAdd={onAdd} />}
      {(tab === 'product' || tab === 'material' || tab === 'image') && (
        <PiecePicker key={tab} lang={lang} t={t} kinds={searchKinds[tab]} wishlist={wishlist.filter((piece) => searchKinds[tab].some((kind) => piece.ref.startsWith(`${kind}:`)))} onPick={addPiece} />
      )}
    </section>
  )
}

type WishlistEntry = {
  available?: boolean
  name?: string | null
  image?: string | null
  href?: string | null
  code?: string | null
  item?: { kind?: string; id?: string }
}
function piecesOfWishlist(groups: { entries?: WishlistEntry[] }[]): Piece[] {
  const seen = new Set<string>()
  const pieces: Piece[] = []
  for (const entry of groups.flatMap((group) => group.entries ?? [])) {
    const ref = `${entry.item?.kind ?? ''}:${entry.item?.id ?? ''}`
    if (!entry.available || !entry.name || seen.has(ref) || !itemOfPiece(ref)) continue
    seen.add(ref)
    pieces.push({
      ref,
      name: entry.name,
      detail: entry.code ?? '',
      image: entry.image ? mediaPath(entry.image) : null,
      href: entry.href ?? '',
    })
  }
  return pieces
}

function PiecePicker({ lang, t, kinds, wishlist, onPick }: { lang: string; t: Translate; kinds: PieceKind[]; wishlist: Piece[]; onPick: (piece: Piece) => void }) {
  const [query, setQuery] = useState('')
  const [results, setResults] = useState<Piece[] | null>(null)
  const find = async (text: string) => {
    const found = await Promise.all(
      kinds.map(async (kind) => {
        const response = await fetch(`/api/moodboards/pieces?lang=${lang}&kind=${kind}&q=${encodeURIComponent(text)}`).catch(() => null)
        return response?.ok ? ((await response.json()) as { pieces: Piece[] }).pieces : []
      }),
    )
    return found.flat()
  }
  useEffect(() => {
    let current = true
    void find('').then((found) => current && setResults(found))
    return () => {
      current = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the first list once per tab
  }, [])
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    void find(query).then(setResults)
  }
  return (
    <div className="board-picker__picker">
      {wishlist.length > 0 && (
        <>
          <h3 className="board-picker__subtitle">{t('moodboard.fromWishlist')}</h3>
          <PieceList t={t} pieces={wishlist} onPick={onPick} />
        </>
      )}
      <form className="board-picker__search" role="search" onSubmit={submit}>
        <label className="ctl-label" htmlFor="board-picker-query">
          {t('moodboard.searchLabel')}
        </label>
        <div className="board-picker__row">
          <input id="board-picker-query" className="ctl-input" type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
          <button type="submit" className="ctl-button ctl-button--secondary">
            {t('moodboard.search')}
          </button>
        </div>
      </form>
      {results && (results.length === 0 ? <p className="board-picker__empty">{t('moodboard.noResults')}</p> : <PieceList t={t} pieces={results} onPick={onPick} />)}
    </div>
  )
}

function PieceList({ t, pieces, onPick }: { t: Translate; pieces: Piece[]; onPick: (piece: Piece) => void }) {
  return (
    <ul className="board-picker__list">
      {pieces.map((piece) => (
        <li key={piece.ref}>
          <button type="button" className="board-picker__piece" aria-label={t('moodboard.addNamed', { name: piece.name })} onClick={() => onPick(piece)}>
            <span className="board-picker__thumb">{piece.image && <ResponsiveImage src={piece.image} alt="" sizes="56px" fill />}</span>
            <span>{piece.name}</span>
          </button>
        </li>
      ))}
    </ul>
  )
}

function SwatchForm({ t, onAdd }: { t: Translate; onAdd: Props['onAdd'] }) {
  const [colour, setColour] = useState('#b08d6e')
  const [name, setName] = useState('')
  return (
    <form
      className="board-picker__form"
      onSubmit={(event) => {
        event.preventDefault()
        onAdd({
          kind: 'swatch',
          ref: '',
          ...newItemSize.swatch,
          text: name.trim().slice(0, 60),
          colour: colour.toLowerCase(),
        })
        setName('')
      }}
    >
      <div className="board-picker__row">
        <div className="ctl-field">
          <label className="ctl-label" htmlFor="board-swatch-colour">
            {t('moodboard.colour')}
          </label>
          <input id="board-swatch-colour" className="board-picker__colour" type="color" value={colour} onChange={(event) => setColour(event.target.value)} />
        </div>
        <div className="ctl-field">
          <label className="ctl-label" htmlFor="board-swatch-name">
            {t('moodboard.swatchName')}
          </label>
          <input id="board-swatch-name" className="ctl-input" value={name} maxLength={60} onChange={(event) => setName(event.target.value)} />
        </div>
      </div>
      <button type="submit" className="ctl-button ctl-button--secondary">
        {t('moodboard.addToBoard')}
      </button>
    </form>
  )
}

function NoteForm({ t, onAdd }: { t: Translate; onAdd: Props['onAdd'] }) {
  const [text, setText] = useState('')
  return (
    <form
      className="board-picker__form"
      onSubmit={(event) => {
        event.preventDefault()
        if (!text.trim()) return
        onAdd({
          kind: 'note',
          ref: '',
          ...newItemSize.note,
          text: text.trim(),
          colour: '',
        })
        setText('')
      }}
    >
      <div className="ctl-field">
        <label className="ctl-label" htmlFor="board-note-text">
          {t('moodboard.noteText')}
        </label>
        <textarea id="board-note-text" className="ctl-input" rows={4} maxLength={MOODBOARD_NOTE_MAX_CHARS} value={text} onChange={(event) => setText(event.target.value)} />
      </div>
      <button type="submit" className="ctl-button ctl-button--secondary">
        {t('moodboard.addToBoard')}
      </button>
    </form>
  )
}

'use client'
import dynamic from 'next/dynamic'
import { useCallback, useEffect, useId, useMemo, useState, useSyncExternalStore } from 'react'
import { Button } from '@/components/controls'
import { ResponsiveImage } from '@/components/ResponsiveImage.client'
import { formatPrice } from '@/domain/catalogue/prices'
import type { Market } from '@/domain/catalogue/types'
import { formatted, type Preformatted } from '@/domain/preformatted'
import { CONFIG_PARAM, formatConfiguration, readConfiguration, withVersion } from '@/domain/configurator/address'
import type { Configuration, ConfiguratorModel } from '@/domain/configurator/model'
import { PREVIEW_HEIGHT, PREVIEW_SIZES, PREVIEW_WIDTH, previewSrcSet, previewUrl } from '@/domain/configurator/previewAddress'
import { configuredPrice } from '@/domain/configurator/pricing'
import { optionAvailability, type Unavailable } from '@/domain/configurator/validity'
import { RequestQuoteLink } from '@/features/trade-requests/client'
import { AddToBoard, addToBoardLabels, configurationPieceRef } from '@/features/moodboards/client'
import { saveItemsToWishlist } from '@/features/wishlist/client'
import type { Locale } from '@/i18n/locales'
import { useWhenIdleAndSeen } from '@/runtime/idle/useWhenIdleAndSeen'
import { useT } from '@/runtime/labels/LabelsProvider'
import type { VersionFacts } from '../logic/types'

/** three.js and its React renderer: fetched only when the visitor asks for the 3D view, on this page only. */
const Stage3D = dynamic(() => import('./Stage3D.client'), { ssr: false })

let webglKnown: boolean | null = null
/**
 * Whether the browser can draw WebGL (no 3D button otherwise: the server's picture stays); asked
 * once, and only once the page is idle and the picture seen (`useWhenIdleAndSeen`): making a
 * context takes 10–25 ms of the main thread, which was a part of the page's hydration. The probe's
 * context is let go at once (browsers keep only a few alive).
 */
function hasWebGL(): boolean {
  if (webglKnown === null) {
    try {
      const canvas = document.createElement('canvas')
      const context = canvas.getContext('webgl2') ?? canvas.getContext('webgl')
      context?.getExtension('WEBGL_lose_context')?.loseContext()
      webglKnown = context !== null
    } catch {
      webglKnown = false
    }
  }
  return webglKnown
}
const never = () => () => undefined
const onServer = () => false
const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches

interface Props {
  locale: Locale
  productId: number
  productCode: string
  model: ConfiguratorModel
  swatches: Record<string, string | null>
  facts: VersionFacts[]
  market: Market
  /** The site's 'hide prices' setting: no price, no price details, no option differences. */
  hidePrices: boolean
  tag: string
  initial: Configuration
  /** The amounts the first render shows, as the server formatted them (`shownAmounts`): hydration formats none. */
  initialAmounts: Preformatted
  notices: string[]
  wishlistPath: string
  /** The product's name: a new moodboard's title starts from it. */
  productName: string
  /** A new trade request (`?c=` the configuration), linked for professionals. */
  tradeRequestPath: string
}

/** The spec sheet's PDF (`/api/configurator/spec-sheet`) of this configuration, in the page's language. */
const specSheetOf = (productId: number, value: string, locale: Locale) => `/api/configurator/spec-sheet?p=${productId}&${CONFIG_PARAM}=${encodeURIComponent(value)}&lang=${locale}`

/**
 * The configurator's controls and summary: a radio group per choice (layout, each part's
 * material) and a checkbox per option, each refusal explained beside its option; the price,
 * dimensions and packages follow at once. Every change is a history entry with the
 * configuration in the address (`?c=…`); back and forward read it again with the same codec.
 */
export function ConfiguratorApp({ locale, productId, productCode, model, swatches, facts, market, hidePrices, tag, initial, initialAmounts, notices, wishlistPath, productName, tradeRequestPath }: Props) {
  const t = useT()
  const id = useId()
  const [configuration, setConfiguration] = useState(initial)
  const [message, setMessage] = useState('')
  const [stage, stageSeen] = useWhenIdleAndSeen<HTMLElement>()
  const webgl = stageSeen && hasWebGL()
  const reducedMotion = useSyncExternalStore(never, prefersReducedMotion, onServer)
  const [show3d, setShow3d] = useState(false)
  const value = formatConfiguration(model, configuration)

  useEffect(() => {
    const onPop = () => setConfiguration(readConfiguration(model, new URLSearchParams(window.location.search).get(CONFIG_PARAM)).configuration)
    window.addEventListener('popstate', onPop)
    return () => window.removeEventListener('popstate', onPop)
  }, [model])

  const change = useCallback(
    (next: Configuration, note = '') => {
      setConfiguration(next)
      setMessage(note)
      // Written by hand, not by URLSearchParams (which would write `~` as %7E): the address stays readable.
      window.history.pushState(null, '', `${window.location.pathname}?${CONFIG_PARAM}=${encodeURIComponent(formatConfiguration(model, next))}`)
    },
    [model],
  )

  const chooseVersion = (token: string) => {
    const { configuration: next, dropped } = withVersion(model, configuration, token)
    const names = dropped.flatMap((code) => model.options.find((option) => option.code === code)?.name ?? [])
    change(next, names.map((option) => t('configurator.dropped', { option })).join(' '))
  }
  const chooseMaterial = (part: string, token: string) => change({ ...configuration, materials: { ...configuration.materials, [part]: token } })
  const toggleOption = (code: string, on: boolean) => {
    const options = on ? [...configuration.options, code] : configuration.options.filter((option) => option !== code)
    change({ ...configuration, options: model.options.filter((option) => options.includes(option.code)).map((option) => option.code) })
  }

  const price = useMemo(() => (hidePrices ? null : configuredPrice(model, configuration, market)), [model, configuration, market, hidePrices])
  const version = model.versions.find((candidate) => candidate.token === configuration.version)
  const fact = facts.find((candidate) => candidate.token === configuration.version)
  const money = (amount: number) => formatted(initialAmounts, amount, (value) => formatPrice(value, market, tag))
  const signed = (amount: number) => (amount > 0 ? `+${money(amount)}` : money(amount))
  const choices = [version?.name ?? '', ...model.parts.map((part) => `${part.name}: ${model.materials[configuration.materials[part.code] ?? '']?.name ?? ''}`)].join(', ')
  const fills = useMemo(() => {
    const [body, cushions, legs] = model.parts.map((part) => part.code)
    const fill = (code: string | undefined) => {
      const token = configuration.materials[code ?? body ?? ''] ?? ''
      return { src: swatches[token] ?? null, hex: model.materials[token]?.hex ?? '#b8b0a4' }
    }
    return { body: fill(body), cushions: fill(cushions), legs: fill(legs) }
  }, [model, configuration, swatches])
  const reason = (unavailable: Unavailable) =>
    unavailable.kind === 'version' ? t('configurator.unavailable.version', { versions: unavailable.versions.join(', ') }) : t('configurator.unavailable.excludes', { option: unavailable.option })

  const item = { kind: 'product' as const, id: String(productId), options: { config: value } }
  const save = async () => {
    const saved = await saveItemsToWishlist([item])
    setMessage(t(saved ? 'configurator.saved' : 'configurator.saveFailed'))
    return saved
  }
  const request = async () => {
    if (await save()) window.location.assign(`${wishlistPath}#store-request`)
  }
  const boardLabels = addToBoardLabels(t, t('configurator.addedToBoard', { title: '{title}' }))
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href)
      setMessage(t('configurator.linkCopied'))
    } catch {
      setMessage(window.location.href)
    }
  }

  return (
    <div className="configurator-body">
      {notices.length > 0 && (
        <ul className="configurator-notices" role="status">
          {notices.map((notice) => (
            <li key={notice}>{notice}</li>
          ))}
        </ul>
      )}
      <figure className="configurator-stage" ref={stage}>
        {/* The server's picture of this configuration: first paint, the view without WebGL, the share image. */}
        {/* eslint-disable-next-line @next/next/no-img-element -- drawn per configuration by our own endpoint, already sized */}
        <img className="configurator-stage__image" src={previewUrl(productId, value)} srcSet={previewSrcSet(productId, value)} sizes={PREVIEW_SIZES} width={PREVIEW_WIDTH} height={PREVIEW_HEIGHT} alt={t('configurator.preview', { choices })} fetchPriority="high" />
        {show3d && version && (
          <div className="configurator-stage__canvas">
            <Stage3D dimensions={version.dimensions} fills={fills} label={`${t('configurator.preview', { choices })}. ${t('configurator.view3d')}`} reducedMotion={reducedMotion} />
          </div>
        )}
        {webgl && (
          <Button className="configurator-stage__toggle" aria-pressed={show3d} onClick={() => setShow3d((shown) => !shown)}>
            {t(show3d ? 'configurator.showImage' : 'configurator.show3d')}
          </Button>
        )}
      </figure>
      <form className="configurator-choices" onSubmit={(event) => event.preventDefault()} aria-label={t('configurator.summary')}>
        <fieldset className="configurator-group">
          <legend className="configurator-group__title">{t('configurator.layout')}</legend>
          <div className="configurator-layouts">
            {model.versions.map((candidate) => (
              <label key={candidate.token} className="configurator-layout">
                <input type="radio" name={`${id}-version`} value={candidate.token} checked={candidate.token === configuration.version} onChange={() => chooseVersion(candidate.token)} />
                <span className="configurator-layout__name">{candidate.name}</span>
                <span className="configurator-layout__size">{facts.find((item) => item.token === candidate.token)?.dimensions}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {model.parts.map((part) => {
          const chosen = configuration.materials[part.code]
          return (
            <fieldset key={part.code} className="configurator-group">
              <legend className="configurator-group__title">
                {part.name}: <span className="configurator-group__value">{model.materials[chosen ?? '']?.name}</span>
              </legend>
              <div className="configurator-swatches">
                {part.materials.map((token) => {
                  const material = model.materials[token]
                  if (!material) return null
                  const swatch = swatches[token]
                  return (
                    <label key={token} className="configurator-swatch" title={`${material.name} (${material.code})`}>
                      <input className="sr-only" type="radio" name={`${id}-${part.code}`} value={token} checked={token === chosen} onChange={() => chooseMaterial(part.code, token)} />
                      <span className="configurator-swatch__face" style={{ backgroundColor: material.hex }}>
                        {swatch && <ResponsiveImage src={swatch} alt="" sizes="56px" fill />}
                      </span>
                      <span className="sr-only">
                        {material.name} ({material.code})
                      </span>
                    </label>
                  )
                })}
              </div>
            </fieldset>
          )
        })}
        {model.options.length > 0 && (
          <fieldset className="configurator-group">
            <legend className="configurator-group__title">{t('configurator.options')}</legend>
            <ul className="configurator-options">
              {model.options.map((option) => {
                const checked = configuration.options.includes(option.code)
                const unavailable = checked ? null : optionAvailability(model, configuration, option.code)
                const amount = option.delta[market] ?? 0
                const reasonId = `${id}-${option.code}-reason`
                return (
                  <li key={option.code} className="configurator-option">
                    <label className="configurator-option__label">
                      <input type="checkbox" checked={checked} disabled={unavailable !== null} aria-describedby={unavailable ? reasonId : undefined} onChange={(event) => toggleOption(option.code, event.target.checked)} />
                      <span>{option.name}</span>
                      {!hidePrices && <span className="configurator-option__price">{amount === 0 ? t('configurator.included') : signed(amount)}</span>}
                    </label>
                    {unavailable && (
                      <span id={reasonId} className="configurator-option__reason">
                        {reason(unavailable)}
                      </span>
                    )}
                  </li>
                )
              })}
            </ul>
          </fieldset>
        )}
      </form>
      <aside className="configurator-summary" aria-labelledby={`${id}-summary`}>
        <h2 id={`${id}-summary`} className="configurator-summary__title">
          {t('configurator.summary')}
        </h2>
        <p className="configurator-summary__price" aria-live="polite" data-testid="configurator-price">
          {hidePrices ? t('product.priceOnRequest') : price ? money(price.total) : t('configurator.priceUnavailable')}
        </p>
        {price && price.lines.length > 1 && (
          <ul className="configurator-summary__lines" aria-label={t('configurator.priceLines')}>
            {price.lines.map((line, index) => (
              <li key={`${line.label}-${index}`}>
                <span>{line.label}</span> <span>{index === 0 ? money(line.amount) : signed(line.amount)}</span>
              </li>
            ))}
          </ul>
        )}
        <dl className="configurator-summary__facts">
          <dt>{t('configurator.dimensions')}</dt>
          <dd data-testid="configurator-dimensions">{fact?.dimensions}</dd>
          {fact?.seatHeight && <dd>{t('configurator.seatHeight', { value: fact.seatHeight })}</dd>}
          <dt>{t('configurator.packages')}</dt>
          {fact?.packages.map((item, index) => (
            <dd key={index}>
              {item.title}: {item.dimensions}, {item.weight}, {item.volume}
            </dd>
          ))}
          <dt>{t('configurator.code')}</dt>
          <dd className="configurator-summary__code" data-testid="configurator-code">
            {productCode} · {value}
          </dd>
        </dl>
        <div className="configurator-actions">
          <Button variant="primary" onClick={() => void save()}>{t('configurator.save')}</Button>
          <Button variant="secondary" onClick={() => void request()} aria-describedby={`${id}-request`}>
            {t('configurator.requestStore')}
          </Button>
          <Button variant="secondary" onClick={() => void copyLink()}>
            {t('configurator.copyLink')}
          </Button>
          <a className="ctl-button ctl-button--secondary" href={specSheetOf(productId, value, locale)} download data-testid="configurator-spec-sheet">
            {t('configurator.specSheet')}
          </a>
          <AddToBoard lang={locale} pieceRef={configurationPieceRef(productId, value)} defaultTitle={version ? `${productName} · ${version.name}` : productName} labels={boardLabels} />
          <RequestQuoteLink href={`${tradeRequestPath}?${CONFIG_PARAM}=${encodeURIComponent(value)}`} label={t('tradeRequests.requestQuote')} />
          <p id={`${id}-request`} className="configurator-actions__hint">
            {t('configurator.requestHint')}
          </p>
          <p className="configurator-actions__message" role="status">
            {message}
          </p>
        </div>
      </aside>
    </div>
  )
}

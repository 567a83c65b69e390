'use client'
import { useState } from 'react'
import { Button } from '@/components/controls'
import { compositionValue, type Composition } from '@/domain/mixer/composition'
import { AddToBoard, addToBoardLabels, compositionPieceRef } from '@/features/moodboards/client'
import { saveItemsToWishlist } from '@/features/wishlist/client'
import { useLabels, useT } from '@/runtime/labels/LabelsProvider'
import type { MixerSample, MixerScene } from '../logic/types'
import { compositionImage, download } from './exportImage'

interface Props {
  scene: MixerScene
  composition: Composition
  samples: ReadonlyMap<string, MixerSample>
  onClear: () => void
}

/** What the visitor does with a composition: keep its samples in the wishlist, put it on a moodboard, download it as a picture, share its link, start again. */
export function MixerActions({ scene, composition, samples, onClear }: Props) {
  const t = useT()
  const { locale } = useLabels()
  const [message, setMessage] = useState('')
  const used = [...new Set([...Object.values(composition.slots), ...composition.board])].flatMap((token) => samples.get(token) ?? [])
  const empty = used.length === 0
  const save = async () => {
    const saved = await saveItemsToWishlist(used.map((sample) => ({ kind: 'material' as const, id: String(sample.id), options: {} })))
    setMessage(t(saved ? 'mixer.savedWishlist' : 'mixer.saveFailed'))
  }
  const exportImage = async () => {
    try {
      const font = getComputedStyle(document.body).fontFamily
      const blob = await compositionImage(scene, composition.slots, composition.board, samples, font)
      download(blob, `${scene.code}-mixer.jpg`)
      setMessage('')
    } catch {
      setMessage(t('mixer.exportFailed'))
    }
  }
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href)
      setMessage(t('mixer.linkCopied'))
    } catch {
      // No clipboard (an insecure origin, a refusal): the address bar holds the same link.
      setMessage(window.location.href)
    }
  }
  return (
    <div className="mixer-actions">
      <div className="mixer-actions__buttons">
        <Button variant="primary" disabled={empty} onClick={() => void save()}>
          {t('mixer.saveWishlist')}
        </Button>
        <Button disabled={empty} onClick={() => void exportImage()}>
          {t('mixer.export')}
        </Button>
        <Button onClick={() => void copyLink()}>{t('mixer.copyLink')}</Button>
        <Button variant="quiet" disabled={empty} onClick={onClear}>
          {t('mixer.clear')}
        </Button>
      </div>
      {!empty && (
        <AddToBoard
          lang={locale}
          className="board-add--inline"
          pieceRef={compositionPieceRef(compositionValue(composition, scene.slots.map((slot) => slot.code)))}
          defaultTitle={scene.name}
          labels={addToBoardLabels(t, t('mixer.addedToBoard', { title: '{title}' }))}
        />
      )}
      <p className="mixer-actions__message" role="status">
        {message}
      </p>
    </div>
  )
}

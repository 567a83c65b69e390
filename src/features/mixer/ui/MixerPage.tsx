import { getMessages } from '@/data/messages'
import { pickClientLabels } from '@/domain/labels/clientLabels'
import { readComposition, validComposition, type MixerNotice } from '@/domain/mixer/composition'
import { MIXER_MAX_BOARD } from '@/domain/mixer/limits'
import type { Locale } from '@/i18n/locales'
import type { Translate } from '@/i18n/translator'
import { addToBoardLabelKeys } from '@/features/moodboards/client'
import { LabelsProvider } from '@/runtime/labels/LabelsProvider'
import { materialRules, sceneRules } from '../logic/rules'
import { getMixerSamples, getMixerScenes } from '../server/readers'
import { MixerApp } from './MixerApp.client'

/** The label families the mixer's client components read (rendered on the server, no catalogue request). */
const labelPrefixes = ['mixer.', 'colour.', 'usage.', 'durability.', 'wishlist.', ...addToBoardLabelKeys]

type Query = Record<string, string | string[] | undefined>

function noticeText(t: Translate, notice: MixerNotice): string {
  return notice.kind === 'boardFull' ? t('mixer.notice.boardFull', { max: MIXER_MAX_BOARD }) : t(`mixer.notice.${notice.kind}`)
}

/**
 * The materials mixer's page: the composition the address asks for, made valid (never an error
 * page: what cannot be shown is said in a notice), rendered on the server as it will look.
 */
export async function MixerPage({ locale, t, query }: { locale: Locale; t: Translate; query: Query }) {
  const [scenes, { families, samples }, messages] = await Promise.all([getMixerScenes(locale), getMixerSamples(locale), getMessages(locale)])
  const keys = Object.keys(messages).filter((key) => labelPrefixes.some((prefix) => key.startsWith(prefix)))
  const { composition, notices } =
    scenes.length > 0 ? validComposition(readComposition(query), sceneRules(scenes), materialRules(samples)) : { composition: null, notices: [] }
  // One notice per kind: a long tampered address says each thing once.
  const texts = [...new Set(notices.map((notice) => noticeText(t, notice)))]
  return (
    <article className="view">
      <header className="mixer-head">
        <h1 className="mixer-head__title">{t('mixer.title')}</h1>
        <p className="mixer-head__lead">{t('mixer.intro')}</p>
      </header>
      {composition ? (
        <LabelsProvider locale={locale} initial={pickClientLabels(messages, keys)}>
          <div className="mixer-body">
            <MixerApp scenes={scenes} families={families} samples={samples} initial={composition} notices={texts} />
          </div>
        </LabelsProvider>
      ) : (
        <p className="mixer-body">{t('mixer.noSamples')}</p>
      )}
    </article>
  )
}

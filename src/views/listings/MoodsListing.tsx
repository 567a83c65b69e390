import { AppLink as Link } from '@/runtime/navigation/AppLink'
import { getMoods } from '@/data/readers/moods'
import { documentUrl, folderUrl, subFolderUrl } from '@/domain/urls'
import type { ViewContext } from '@/components/viewContext'
import { Tile } from '@/components/Tile'

/** Current moods, or the archived ones; each list links to the other. */
export async function MoodsListing({ context, archived }: { context: ViewContext; archived: boolean }) {
  const { locale, t } = context
  const moods = await getMoods(locale, archived)
  return (
    <div className="listing">
      {moods.length === 0 ? (
        <p className="empty">{t('mood.noMoods')}</p>
      ) : (
        <div className="grid grid--2">
          {moods.map((mood) => (
            <Tile key={mood.id} href={documentUrl(locale, 'moods', mood.slug)} title={mood.title} image={mood.cover} text={mood.intro} shape="wide" level={2} sizes="half" save={{ kind: 'mood', id: String(mood.id), options: {} }} />
          ))}
        </div>
      )}
      <p className="listing__more">
        {archived ? (
          <Link href={folderUrl(locale, 'moods')} className="button">
            {t('mood.currentLink')}
          </Link>
        ) : (
          <Link href={subFolderUrl(locale, 'moods', 'archive')} className="button">
            {t('mood.archiveLink')}
          </Link>
        )}
      </p>
    </div>
  )
}

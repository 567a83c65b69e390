import 'server-only'
import { subFolderCollections } from '@/domain/routing/folderCollections'
import { subFolderAlternates } from '@/domain/seo/alternates'
import { isStoryCategory } from '@/domain/storyCategories'
import { folderUrl, subFolderUrl } from '@/domain/urls'
import type { FolderName } from '@/i18n/folders'
import type { Locale } from '@/i18n/locales'
import type { Translate } from '@/i18n/translator'
import { alternatesOf, subFolderAlternatesOf } from './alternates'
import type { Built, Moved } from './built'
import { findBySlug } from './findBySlug'
import { head, sectionCrumb, textOf } from './pageHead'

/** `/{lang}/{folder}/{sub}/`: a product category, a story category, the mood archive, a material family or a download category. */
export async function subFolderPage(locale: Locale, folder: FolderName, subFolder: string, t: Translate): Promise<Built | Moved | null> {
  const path = subFolderUrl(locale, folder, subFolder)
  const section = await sectionCrumb(locale, folder, t)
  if (folder === 'categories') {
    const category = await findBySlug(subFolderCollections.categories, locale, subFolder)
    if (!category) return null
    // The 'index' category is the catalogue landing itself.
    if (category.identifier === 'index') return { redirect: folderUrl(locale, 'categories') }
    const alternates = await alternatesOf('categories', category.id)
    return { content: { kind: 'category', category }, alternates, trail: [section, { name: category.name, path }], ...head(category, category.name, category.intro) }
  }
  if (folder === 'stories' && isStoryCategory(subFolder)) {
    const name = t(`storyCategory.${subFolder}`)
    const fixed = { title: name, description: null, noIndex: false }
    return { content: { kind: 'storyCategory', category: subFolder }, alternates: subFolderAlternates('stories', subFolder), trail: [section, { name, path }], ...fixed }
  }
  if (folder === 'moods' && subFolder === 'archive') {
    const name = t('section.moodArchive')
    return { content: { kind: 'moodArchive' }, alternates: subFolderAlternates('moods', 'archive'), trail: [section, { name, path }], title: name, description: null, noIndex: false }
  }
  if (folder === 'materials') {
    const category = await findBySlug(subFolderCollections.materials, locale, subFolder)
    if (!category) return null
    const name = textOf(category.name) ?? subFolder
    const alternates = await subFolderAlternatesOf('materials', subFolderCollections.materials, category.id)
    return { content: { kind: 'materialCategory', category }, alternates, trail: [section, { name, path }], title: name, description: textOf(category.description), noIndex: false }
  }
  if (folder === 'downloads') {
    const category = await findBySlug(subFolderCollections.downloads, locale, subFolder)
    if (!category) return null
    const name = textOf(category.name) ?? subFolder
    const alternates = await subFolderAlternatesOf('downloads', subFolderCollections.downloads, category.id)
    return { content: { kind: 'downloadCategory', category }, alternates, trail: [section, { name, path }], title: name, description: null, noIndex: false }
  }
  return null
}

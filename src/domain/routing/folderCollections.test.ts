import { describe, expect, it } from 'vitest'
import { folders, type FolderName } from '@/i18n/folders'
import { documentUrl, folderUrl } from '../urls'
import { folderOf, itemCollectionIn, routedCollections } from './folderCollections'

describe('the folder ↔ collection table', () => {
  it('finds the collection of every folder that has items, and back', () => {
    const withItems = (Object.keys(folders) as FolderName[]).flatMap((folder) => {
      const collection = itemCollectionIn(folder)
      return collection ? [[folder, collection, folderOf[collection]]] : []
    })
    expect(withItems).toEqual([
      ['products', 'products', 'products'],
      ['materials', 'materials', 'materials'],
      ['moods', 'moods', 'moods'],
      ['projects', 'projects', 'projects'],
      ['stories', 'stories', 'stories'],
      ['designers', 'designers', 'designers'],
      ['stores', 'stores', 'stores'],
    ])
  })

  it('gives no items to folders of sub-folders only', () => {
    expect(itemCollectionIn('categories')).toBeUndefined()
    expect(itemCollectionIn('downloads')).toBeUndefined()
  })

  it('puts an item under its folder and a category under the categories folder', () => {
    expect(documentUrl('de', 'products', 'sofa-astor')).toBe(`${folderUrl('de', 'products')}sofa-astor`)
    expect(documentUrl('ru', 'categories', 'divany')).toBe('/ru/категории/divany/')
    expect(routedCollections).toEqual(['products', 'categories', 'materials', 'moods', 'projects', 'stories', 'designers', 'stores', 'pages'])
  })
})

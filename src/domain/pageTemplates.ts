/** What a page can show after its blocks, from the catalogue (the 'Art of materials', the panoramics). */
export const pageTemplates = ['default', 'artOfMaterials', 'productPanoramics', 'materialPanoramics'] as const
export type PageTemplate = (typeof pageTemplates)[number]

/** Names in the admin (editors' interface, English). */
export const pageTemplateLabels: Record<PageTemplate, string> = {
  default: 'Blocks only',
  artOfMaterials: 'The art of materials: every material family with its swatches',
  productPanoramics: 'Products panoramics: ambience pictures by category',
  materialPanoramics: 'Materials panoramics: materials in their settings',
}

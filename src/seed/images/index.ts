/**
 * Procedural pictures for the demo content, made at seed time without any network:
 * material swatches, studio product pictures, atmosphere scenes, and a small text PDF (the integration
 * tests upload it; the downloads are printed by src/seed/documents). Same input → byte-identical output.
 */
export { renderSwatch, swatchKinds } from './swatch'
export { renderProduct, productShapes, type ProductOptions } from './product'
export { renderScene, sceneKinds, type SceneOptions } from './sceneKinds'
export { renderPdf, type PdfDocument } from './pdf'

/** A plain file name ending in `.pmtiles`: no folder, no leading dot, nothing to leave the tiles folder with. */
export function isTilesFileName(name: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9._-]{0,120}\.pmtiles$/.test(name) && !name.includes('..')
}

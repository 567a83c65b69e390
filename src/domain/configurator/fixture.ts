import type { ConfiguratorModel } from './model'

/** A small sofa for the configurator's unit tests: two layouts, three parts, four options. */
export const sofaModel: ConfiguratorModel = {
  versions: [
    { token: 'av-196', code: 'AV-196', name: '2-seat', dimensions: { length: 196, height: 78, depth: 98, seatHeight: 42 }, prices: { eu: 7400, uk: 6360, cn: 57720 } },
    { token: 'av-236', code: 'AV-236', name: '3-seat', dimensions: { length: 236, height: 78, depth: 98, seatHeight: 42 }, prices: { eu: 8900, uk: 7650 } },
  ],
  parts: [
    { code: 'upholstery', name: 'Upholstery', materials: ['tess-101', 'ple-01'], surcharges: [{ categoryId: 2, delta: { eu: 1200, uk: 1030 } }] },
    { code: 'cushions', name: 'Cushions', materials: ['tess-101', 'tess-104'], surcharges: [] },
    { code: 'base', name: 'Base', materials: ['metalli-02'], surcharges: [] },
  ],
  options: [
    { code: 'feather', name: 'Goose-down filling', delta: { eu: 450, uk: 390 }, onlyVersions: [], excludes: ['sofa-bed'] },
    { code: 'scatter', name: 'Two scatter cushions', delta: { eu: 180, uk: 155 }, onlyVersions: [], excludes: [] },
    { code: 'sofa-bed', name: 'Sofa-bed mechanism', delta: { eu: 1350 }, onlyVersions: ['av-236'], excludes: [] },
    { code: 'free', name: 'Free felt pads', delta: {}, onlyVersions: [], excludes: [] },
  ],
  materials: {
    'tess-101': { token: 'tess-101', code: 'TESS 101', name: 'Lana', categoryId: 1, hex: '#a89984' },
    'tess-104': { token: 'tess-104', code: 'TESS 104', name: 'Velluto', categoryId: 1, hex: '#6b5a4a' },
    'ple-01': { token: 'ple-01', code: 'PLE 01', name: 'Pelle', categoryId: 2, hex: '#4a3326' },
    'metalli-02': { token: 'metalli-02', code: 'METALLI 02', name: 'Brunito', categoryId: 3, hex: '#2f2a26' },
    'legni-05': { token: 'legni-05', code: 'LEGNI 05', name: 'Rovere', categoryId: 4, hex: '#9a7650' },
  },
}

/**
 * Words for generated materials: the types of each material family (short name for the
 * title, long name for the type field, composition, swatch drawing) and the colour names.
 */
import { fibreMix, slab } from '@/seed/data/materials/helpers'
import type { L, MaterialColour, SwatchKind } from '@/seed/data/types'
import type { MaterialCategoryCode } from './kinds'

/** it, en, de, es, fr, ru, zh */
const n = (it: string, en: string, de: string, es: string, fr: string, ru: string, zh: string): L => ({ it, en, de, es, fr, ru, zh })

export interface MaterialType {
  /** In the title: 'Velluto Salvia 12'. */
  short: L
  /** The type field: 'Cotton velvet'. */
  type: L
  composition: L
  swatch: SwatchKind
}

const cowhide = n('100% pelle bovina', '100% cowhide', '100 % Rindsleder', '100 % piel bovina', '100 % cuir de bovin', '100% воловья кожа', '100% 牛皮')
const marble = n('Marmo', 'Marble', 'Marmor', 'Mármol', 'Marbre', 'Мрамор', '大理石')
const travertine = n('Travertino', 'Travertine', 'Travertin', 'Travertino', 'Travertin', 'Травертин', '洞石')
const quartzite = n('Quarzite', 'Quartzite', 'Quarzit', 'Cuarcita', 'Quartzite', 'Кварцит', '石英岩')

export const materialTypes: Record<MaterialCategoryCode, readonly MaterialType[]> = {
  PLE: [
    { short: n('Pieno Fiore', 'Full-Grain', 'Vollnarben', 'Plena Flor', 'Pleine Fleur', 'Полное зерно', '全粒面'), type: n('Pelle pieno fiore', 'Full-grain leather', 'Vollnarbenleder', 'Piel plena flor', 'Cuir pleine fleur', 'Кожа полного зерна', '全粒面皮革'), composition: cowhide, swatch: 'leather' },
    { short: n('Nabuk', 'Nubuck', 'Nubuk', 'Nobuk', 'Nubuck', 'Нубук', '牛巴戈'), type: n('Pelle nabuk', 'Nubuck leather', 'Nubukleder', 'Piel nobuk', 'Cuir nubuck', 'Кожа нубук', '牛巴戈皮革'), composition: cowhide, swatch: 'leather' },
    { short: n('Anilina', 'Aniline', 'Anilin', 'Anilina', 'Aniline', 'Анилин', '苯胺'), type: n('Pelle anilina', 'Aniline leather', 'Anilinleder', 'Piel anilina', 'Cuir aniline', 'Анилиновая кожа', '苯胺皮革'), composition: cowhide, swatch: 'leather' },
  ],
  TESS: [
    { short: n('Bouclé', 'Bouclé', 'Bouclé', 'Bouclé', 'Bouclette', 'Букле', '布克雷'), type: n('Tessuto bouclé', 'Bouclé fabric', 'Bouclé-Stoff', 'Tejido bouclé', 'Tissu bouclette', 'Ткань букле', '布克雷面料'), composition: fibreMix([62, 'wool'], [38, 'polyamide']), swatch: 'boucle' },
    { short: n('Velluto', 'Velvet', 'Samt', 'Terciopelo', 'Velours', 'Бархат', '丝绒'), type: n('Velluto di cotone', 'Cotton velvet', 'Baumwollsamt', 'Terciopelo de algodón', 'Velours de coton', 'Хлопковый бархат', '棉质丝绒'), composition: fibreMix([84, 'cotton'], [16, 'viscose']), swatch: 'velvet' },
    { short: n('Lino', 'Linen', 'Leinen', 'Lino', 'Lin', 'Лён', '亚麻'), type: n('Tessuto di lino', 'Linen fabric', 'Leinenstoff', 'Tejido de lino', 'Tissu de lin', 'Льняная ткань', '亚麻面料'), composition: fibreMix([70, 'linen'], [30, 'cotton']), swatch: 'linen' },
    { short: n('Lana', 'Wool', 'Wolle', 'Lana', 'Laine', 'Шерсть', '羊毛'), type: n('Panno di lana', 'Wool cloth', 'Wolltuch', 'Paño de lana', 'Drap de laine', 'Шерстяное сукно', '羊毛呢'), composition: fibreMix([90, 'wool'], [10, 'polyamide']), swatch: 'fabric' },
  ],
  TESSO: [
    { short: n('Tela Outdoor', 'Outdoor Canvas', 'Outdoor-Canvas', 'Lona Outdoor', 'Toile Outdoor', 'Уличный канвас', '户外帆布'), type: n('Tela per esterni', 'Outdoor canvas', 'Outdoor-Segeltuch', 'Lona de exterior', 'Toile d’extérieur', 'Уличная парусина', '户外帆布面料'), composition: fibreMix([100, 'solutionDyedAcrylic']), swatch: 'fabric' },
    { short: n('Bouclé Outdoor', 'Outdoor Bouclé', 'Outdoor-Bouclé', 'Bouclé Outdoor', 'Bouclette Outdoor', 'Уличное букле', '户外圈圈纱'), type: n('Bouclé per esterni', 'Outdoor bouclé', 'Outdoor-Bouclé', 'Bouclé de exterior', 'Bouclette d’extérieur', 'Уличное букле', '户外布克雷面料'), composition: fibreMix([100, 'recycledOlefin']), swatch: 'boucle' },
    { short: n('Rete', 'Mesh', 'Netz', 'Malla', 'Maille', 'Сетка', '网布'), type: n('Rete tecnica', 'Technical mesh', 'Technisches Netzgewebe', 'Malla técnica', 'Maille technique', 'Техническая сетка', '功能网布'), composition: fibreMix([100, 'pvc']), swatch: 'linen' },
  ],
  LEGNI: [
    { short: n('Rovere', 'Oak', 'Eiche', 'Roble', 'Chêne', 'Дуб', '橡木'), type: n('Rovere massello', 'Solid oak', 'Massive Eiche', 'Roble macizo', 'Chêne massif', 'Массив дуба', '实木橡木'), composition: n('Rovere europeo, finitura a olio', 'European oak, oil finish', 'Europäische Eiche, geölt', 'Roble europeo, acabado al aceite', 'Chêne européen, finition huilée', 'Европейский дуб, масляное покрытие', '欧洲橡木，油蜡饰面'), swatch: 'wood' },
    { short: n('Noce', 'Walnut', 'Nussbaum', 'Nogal', 'Noyer', 'Орех', '胡桃木'), type: n('Noce canaletto massello', 'Solid Canaletto walnut', 'Massiver Canaletto-Nussbaum', 'Nogal Canaletto macizo', 'Noyer Canaletto massif', 'Массив ореха каналетто', '实木胡桃木'), composition: n('Noce canaletto, finitura a cera', 'Canaletto walnut, wax finish', 'Canaletto-Nussbaum, gewachst', 'Nogal Canaletto, acabado a la cera', 'Noyer Canaletto, finition cirée', 'Орех каналетто, восковое покрытие', '胡桃木，蜡面处理'), swatch: 'wood' },
    { short: n('Frassino', 'Ash', 'Esche', 'Fresno', 'Frêne', 'Ясень', '白蜡木'), type: n('Frassino tinto', 'Stained ash', 'Gebeizte Esche', 'Fresno teñido', 'Frêne teinté', 'Тонированный ясень', '染色白蜡木'), composition: n('Frassino, tinta all’acqua', 'Ash, water-based stain', 'Esche, wasserbasierte Beize', 'Fresno, tinte al agua', 'Frêne, teinte à l’eau', 'Ясень, водная морилка', '白蜡木，水性染色'), swatch: 'wood' },
    { short: n('Teak', 'Teak', 'Teak', 'Teca', 'Teck', 'Тик', '柚木'), type: n('Teak massello', 'Solid teak', 'Massives Teakholz', 'Teca maciza', 'Teck massif', 'Массив тика', '实木柚木'), composition: n('Teak certificato FSC', 'FSC-certified teak', 'FSC-zertifiziertes Teak', 'Teca con certificación FSC', 'Teck certifié FSC', 'Тик с сертификатом FSC', 'FSC 认证柚木'), swatch: 'wood' },
  ],
  SUPERFICI: [
    { short: n('Laccato Opaco', 'Matt Lacquer', 'Mattlack', 'Lacado Mate', 'Laque Mate', 'Матовый лак', '哑光漆'), type: n('Laccato opaco', 'Matt lacquer', 'Mattlack', 'Lacado mate', 'Laque mate', 'Матовое лаковое покрытие', '哑光漆面'), composition: n('MDF laccato a poro chiuso', 'Closed-pore lacquered MDF', 'Geschlossenporig lackierte MDF', 'MDF lacado a poro cerrado', 'MDF laqué à pores fermés', 'МДФ с лаковым покрытием закрытых пор', '封闭漆面中密度板'), swatch: 'lacquer' },
    { short: n('Laccato Lucido', 'Gloss Lacquer', 'Hochglanzlack', 'Lacado Brillo', 'Laque Brillante', 'Глянцевый лак', '亮光漆'), type: n('Laccato lucido', 'Gloss lacquer', 'Hochglanzlack', 'Lacado brillo', 'Laque brillante', 'Глянцевое лаковое покрытие', '亮光漆面'), composition: n('MDF laccato lucido e spazzolato', 'Polished gloss-lacquered MDF', 'Hochglanzlackierte MDF, poliert', 'MDF lacado brillo pulido', 'MDF laqué brillant poli', 'Полированный МДФ с глянцевым лаком', '抛光亮光漆中密度板'), swatch: 'lacquer' },
    { short: n('Ceramica', 'Ceramic', 'Keramik', 'Cerámica', 'Céramique', 'Керамика', '陶瓷'), type: n('Ceramica smaltata', 'Glazed ceramic', 'Glasierte Keramik', 'Cerámica esmaltada', 'Céramique émaillée', 'Глазурованная керамика', '釉面陶瓷'), composition: n('Gres porcellanato smaltato', 'Glazed porcelain stoneware', 'Glasiertes Feinsteinzeug', 'Gres porcelánico esmaltado', 'Grès cérame émaillé', 'Глазурованный керамогранит', '釉面瓷质砖'), swatch: 'ceramic' },
  ],
  PIETRE: [
    { short: marble, type: marble, composition: slab(marble, 'honed', 20), swatch: 'marble' },
    { short: travertine, type: travertine, composition: slab(travertine, 'brushed', 30), swatch: 'stone' },
    { short: quartzite, type: quartzite, composition: slab(quartzite, 'polished', 20), swatch: 'stone' },
  ],
  METALLI: [
    { short: n('Ottone', 'Brass', 'Messing', 'Latón', 'Laiton', 'Латунь', '黄铜'), type: n('Ottone spazzolato', 'Brushed brass', 'Gebürstetes Messing', 'Latón cepillado', 'Laiton brossé', 'Брашированная латунь', '拉丝黄铜'), composition: n('Ottone massiccio, vernice protettiva', 'Solid brass, protective lacquer', 'Massivmessing, Schutzlack', 'Latón macizo, barniz protector', 'Laiton massif, vernis protecteur', 'Массивная латунь, защитный лак', '实心黄铜，保护漆'), swatch: 'metal' },
    { short: n('Bronzo', 'Bronze', 'Bronze', 'Bronce', 'Bronze', 'Бронза', '青铜'), type: n('Bronzo brunito', 'Burnished bronze', 'Brünierte Bronze', 'Bronce bruñido', 'Bronze bruni', 'Воронёная бронза', '做旧青铜'), composition: n('Fusione in bronzo, brunitura a mano', 'Cast bronze, hand burnished', 'Bronzeguss, von Hand brüniert', 'Bronce fundido, bruñido a mano', 'Bronze coulé, bruni à la main', 'Литая бронза, ручное воронение', '铸造青铜，手工做旧'), swatch: 'metal' },
    { short: n('Acciaio', 'Steel', 'Stahl', 'Acero', 'Acier', 'Сталь', '钢'), type: n('Acciaio verniciato a polvere', 'Powder-coated steel', 'Pulverbeschichteter Stahl', 'Acero con pintura en polvo', 'Acier thermolaqué', 'Сталь с порошковым покрытием', '粉末喷涂钢'), composition: n('Acciaio al carbonio, verniciatura a polvere', 'Carbon steel, powder coating', 'Kohlenstoffstahl, Pulverbeschichtung', 'Acero al carbono, pintura en polvo', 'Acier au carbone, thermolaquage', 'Углеродистая сталь, порошковая окраска', '碳钢，粉末喷涂'), swatch: 'metal' },
    { short: n('Alluminio', 'Aluminium', 'Aluminium', 'Aluminio', 'Aluminium', 'Алюминий', '铝'), type: n('Alluminio anodizzato', 'Anodised aluminium', 'Eloxiertes Aluminium', 'Aluminio anodizado', 'Aluminium anodisé', 'Анодированный алюминий', '阳极氧化铝'), composition: n('Alluminio riciclato, anodizzato', 'Recycled aluminium, anodised', 'Recyceltes Aluminium, eloxiert', 'Aluminio reciclado, anodizado', 'Aluminium recyclé, anodisé', 'Переработанный алюминий, анодирование', '再生铝，阳极氧化'), swatch: 'metal' },
  ],
  RESINE: [
    { short: n('Resina', 'Resin', 'Harz', 'Resina', 'Résine', 'Смола', '树脂'), type: n('Resina colata', 'Cast resin', 'Gießharz', 'Resina colada', 'Résine coulée', 'Литьевая смола', '浇注树脂'), composition: n('Resina poliestere colata a mano', 'Hand-poured polyester resin', 'Handgegossenes Polyesterharz', 'Resina de poliéster colada a mano', 'Résine polyester coulée à la main', 'Полиэфирная смола ручной заливки', '手工浇注聚酯树脂'), swatch: 'resin' },
    { short: n('Terrazzo', 'Terrazzo', 'Terrazzo', 'Terrazo', 'Terrazzo', 'Терраццо', '水磨石'), type: n('Terrazzo in resina', 'Resin terrazzo', 'Harz-Terrazzo', 'Terrazo de resina', 'Terrazzo en résine', 'Терраццо на смоле', '树脂水磨石'), composition: n('Scaglie di marmo in resina', 'Marble chips set in resin', 'Marmorsplitter in Harz', 'Lascas de mármol en resina', 'Éclats de marbre dans la résine', 'Мраморная крошка в смоле', '树脂嵌大理石碎片'), swatch: 'resin' },
  ],
  'VETRI ARTISTICI': [
    { short: n('Vetro di Murano', 'Murano Glass', 'Murano-Glas', 'Vidrio de Murano', 'Verre de Murano', 'Муранское стекло', '穆拉诺玻璃'), type: n('Vetro soffiato di Murano', 'Blown Murano glass', 'Mundgeblasenes Murano-Glas', 'Vidrio soplado de Murano', 'Verre soufflé de Murano', 'Выдувное муранское стекло', '穆拉诺吹制玻璃'), composition: n('Vetro sodico-calcico soffiato a bocca', 'Mouth-blown soda-lime glass', 'Mundgeblasenes Kalk-Natron-Glas', 'Vidrio sódico-cálcico soplado a boca', 'Verre sodocalcique soufflé à la bouche', 'Натриево-кальциевое стекло ручного выдува', '口吹钠钙玻璃'), swatch: 'art-glass' },
    { short: n('Vetro Fuso', 'Fused Glass', 'Schmelzglas', 'Vidrio Fundido', 'Verre Fusionné', 'Фьюзинг', '熔融玻璃'), type: n('Vetro fuso a mano', 'Hand-fused glass', 'Handgefertigtes Schmelzglas', 'Vidrio fundido a mano', 'Verre fusionné à la main', 'Стекло в технике фьюзинг', '手工熔融玻璃'), composition: n('Lastre di vetro fuse in forno', 'Glass sheets fused in the kiln', 'Im Ofen verschmolzene Glasplatten', 'Láminas de vidrio fundidas al horno', 'Plaques de verre fusionnées au four', 'Стеклянные пластины, сплавленные в печи', '窑内熔合的玻璃板'), swatch: 'art-glass' },
  ],
}

/** Shade names (nouns, so they agree with any material) and the base colour of each. */
export const colourWords: Record<MaterialColour, { name: L; hex: string }> = {
  white: { name: n('Neve', 'Snow', 'Schnee', 'Nieve', 'Neige', 'снег', '雪白'), hex: '#f2f0eb' },
  ivory: { name: n('Avorio', 'Ivory', 'Elfenbein', 'Marfil', 'Ivoire', 'слоновая кость', '象牙白'), hex: '#ece3cf' },
  beige: { name: n('Cammello', 'Camel', 'Kamel', 'Camello', 'Camel', 'кэмел', '驼色'), hex: '#c8ad8a' },
  sand: { name: n('Sabbia', 'Sand', 'Sand', 'Arena', 'Sable', 'песок', '沙色'), hex: '#d6c3a0' },
  brown: { name: n('Castagna', 'Chestnut', 'Kastanie', 'Castaña', 'Châtaigne', 'каштан', '栗棕'), hex: '#6b4a33' },
  grey: { name: n('Nebbia', 'Mist', 'Nebel', 'Niebla', 'Brume', 'туман', '雾灰'), hex: '#9a9894' },
  anthracite: { name: n('Antracite', 'Anthracite', 'Anthrazit', 'Antracita', 'Anthracite', 'антрацит', '炭灰'), hex: '#3e3f41' },
  black: { name: n('Notte', 'Night', 'Nacht', 'Noche', 'Nuit', 'ночь', '夜黑'), hex: '#1d1c1b' },
  blue: { name: n('Oceano', 'Ocean', 'Ozean', 'Océano', 'Océan', 'океан', '海洋蓝'), hex: '#2f4f6f' },
  green: { name: n('Salvia', 'Sage', 'Salbei', 'Salvia', 'Sauge', 'шалфей', '鼠尾草绿'), hex: '#6f7f5d' },
  red: { name: n('Rubino', 'Ruby', 'Rubin', 'Rubí', 'Rubis', 'рубин', '宝石红'), hex: '#8e2a2a' },
  orange: { name: n('Terracotta', 'Terracotta', 'Terrakotta', 'Terracota', 'Terre cuite', 'терракота', '陶土橙'), hex: '#b8643c' },
  yellow: { name: n('Zafferano', 'Saffron', 'Safran', 'Azafrán', 'Safran', 'шафран', '藏红花黄'), hex: '#d9b24a' },
  pink: { name: n('Cipria', 'Powder', 'Puder', 'Polvo', 'Poudre', 'пудра', '藕粉'), hex: '#d8a8a0' },
  purple: { name: n('Prugna', 'Plum', 'Pflaume', 'Ciruela', 'Prune', 'слива', '梅紫'), hex: '#5e3d5a' },
  gold: { name: n('Oro', 'Gold', 'Gold', 'Oro', 'Or', 'золото', '金色'), hex: '#b8944a' },
  silver: { name: n('Argento', 'Silver', 'Silber', 'Plata', 'Argent', 'серебро', '银色'), hex: '#b9bcbf' },
  multicolour: { name: n('Mosaico', 'Mosaic', 'Mosaik', 'Mosaico', 'Mosaïque', 'мозаика', '马赛克'), hex: '#8a7d6b' },
}

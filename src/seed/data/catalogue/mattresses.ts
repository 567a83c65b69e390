import type { ProductSeed } from '../types'
import { pkg, size, usage, version } from './helpers'

export const mattresses: ProductSeed[] = [
  {
    key: 'quiete-mattress',
    code: 'AV-MAT-001',
    category: 'mattresses',
    name: { it: 'Materasso Quiete', en: 'Quiete mattress', de: 'Matratze Quiete', es: 'Colchón Quiete', fr: 'Matelas Quiete', ru: 'Матрас Quiete', zh: 'Quiete 床垫' },
    tagline: {
      it: 'Molle insacchettate e lana merino per un sonno profondo e silenzioso.',
      en: 'Pocket springs and merino wool for deep, silent sleep.',
      de: 'Taschenfedern und Merinowolle für tiefen, geräuschlosen Schlaf.',
      es: 'Muelles ensacados y lana merino para un sueño profundo y silencioso.',
      fr: 'Ressorts ensachés et laine mérinos pour un sommeil profond et silencieux.',
      ru: 'Независимые пружины и шерсть мериноса для глубокого, тихого сна.',
      zh: '独立袋装弹簧与美利奴羊毛，成就深沉安静的睡眠。',
    },
    description: {
      it: [
        'Quiete è costruito attorno a un nucleo di oltre mille molle insacchettate, ciascuna libera di muoversi in modo indipendente: il materasso segue il corpo punto per punto e non trasmette i movimenti di chi dorme accanto.',
        'Sopra il nucleo, strati di lattice naturale e lana merino regolano la temperatura in ogni stagione. La fodera in cotone e lino, trapuntata a mano, si apre con una cerniera su tre lati per essere lavata; le maniglie laterali in cuoio rendono facile girarlo.',
      ],
      en: [
        'Quiete is built around a core of more than a thousand pocket springs, each free to move independently: the mattress follows the body point by point and does not pass on the movements of the person sleeping beside you.',
        'Above the core, layers of natural latex and merino wool regulate temperature in every season. The hand-quilted cotton and linen cover opens with a zip on three sides for washing; leather side handles make it easy to turn.',
      ],
      de: [
        'Quiete ist um einen Kern aus mehr als tausend Taschenfedern aufgebaut, die sich jeweils unabhängig bewegen: Die Matratze folgt dem Körper Punkt für Punkt und überträgt keine Bewegungen des Partners.',
        'Über dem Kern regulieren Schichten aus Naturlatex und Merinowolle die Temperatur zu jeder Jahreszeit. Der handgesteppte Bezug aus Baumwolle und Leinen lässt sich mit einem Reißverschluss an drei Seiten zum Waschen öffnen; seitliche Ledergriffe erleichtern das Wenden.',
      ],
      es: [
        'Quiete se construye en torno a un núcleo de más de mil muelles ensacados, cada uno libre de moverse de forma independiente: el colchón sigue el cuerpo punto por punto y no transmite los movimientos de quien duerme al lado.',
        'Sobre el núcleo, capas de látex natural y lana merino regulan la temperatura en cada estación. La funda de algodón y lino, acolchada a mano, se abre con una cremallera en tres lados para lavarla; las asas laterales de cuero facilitan darle la vuelta.',
      ],
      fr: [
        "Quiete est construit autour d'un cœur de plus de mille ressorts ensachés, chacun libre de bouger indépendamment : le matelas épouse le corps point par point et ne transmet pas les mouvements de la personne qui dort à côté.",
        "Au-dessus du cœur, des couches de latex naturel et de laine mérinos régulent la température en toute saison. La housse en coton et lin, matelassée à la main, s'ouvre par une fermeture à glissière sur trois côtés pour être lavée ; des poignées latérales en cuir facilitent le retournement.",
      ],
      ru: [
        'Основа Quiete — блок из более чем тысячи независимых пружин, каждая из которых движется сама по себе: матрас повторяет контуры тела точка за точкой и не передаёт движения того, кто спит рядом.',
        'Над пружинным блоком слои натурального латекса и шерсти мериноса поддерживают комфортную температуру в любое время года. Чехол из хлопка и льна ручной стёжки расстёгивается на молнии с трёх сторон для стирки; боковые кожаные ручки облегчают переворачивание.',
      ],
      zh: [
        'Quiete 以逾千个独立袋装弹簧为核心，每个弹簧都能独立运动：床垫逐点贴合身体，不会传递枕边人的翻身动作。',
        '弹簧层之上，天然乳胶与美利奴羊毛层四季调节温度。棉麻外套以手工绗缝，三边拉链可拆洗；两侧皮革提手便于翻面。',
      ],
    },
    technicalData: {
      it: ['Nucleo: 1.100 molle insacchettate (misura 160 × 200)', 'Strati di comfort: lattice naturale e lana merino', 'Fodera: cotone e lino trapuntati a mano, sfoderabile', 'Altezza: 26 cm', 'Rigidità: medio-sostenuta'],
      en: ['Core: 1,100 pocket springs (160 × 200 size)', 'Comfort layers: natural latex and merino wool', 'Cover: hand-quilted cotton and linen, removable', 'Height: 26 cm', 'Firmness: medium-firm'],
      de: ['Kern: 1.100 Taschenfedern (Größe 160 × 200)', 'Komfortschichten: Naturlatex und Merinowolle', 'Bezug: handgesteppte Baumwolle und Leinen, abnehmbar', 'Höhe: 26 cm', 'Härtegrad: mittelfest'],
      es: ['Núcleo: 1.100 muelles ensacados (medida 160 × 200)', 'Capas de confort: látex natural y lana merino', 'Funda: algodón y lino acolchados a mano, desenfundable', 'Altura: 26 cm', 'Firmeza: media-alta'],
      fr: ['Cœur : 1 100 ressorts ensachés (dimension 160 × 200)', 'Couches de confort : latex naturel et laine mérinos', 'Housse : coton et lin matelassés main, déhoussable', 'Hauteur : 26 cm', 'Fermeté : mi-ferme'],
      ru: ['Основа: 1100 независимых пружин (размер 160 × 200)', 'Комфортные слои: натуральный латекс и шерсть мериноса', 'Чехол: хлопок и лён ручной стёжки, съёмный', 'Высота: 26 см', 'Жёсткость: выше средней'],
      zh: ['核心：1100 个独立袋装弹簧（160 × 200 尺寸）', '舒适层：天然乳胶与美利奴羊毛', '外套：手工绗缝棉麻，可拆洗', '厚度：26 厘米', '软硬度：中偏硬'],
    },
    family: 'riposo',
    designers: ['camille-vautrin'],
    type: 'bed',
    image: { shape: 'mattress', colour: '#f3efe7', accent: '#a39481' },
    materialCategories: ['TESS'],
    materials: ['TESS 101', 'TESS 104', 'TESS 116'],
    versions: [
      version('bed', 'AV-MAT-001-090', size(90, 200), [90, 26, 200], [pkg(1, 205, 30, 95, 21)], 1900),
      version('bed', 'AV-MAT-001-160', size(160, 200), [160, 26, 200], [pkg(1, 205, 30, 165, 36)], 3200),
      version('bed', 'AV-MAT-001-180', size(180, 200), [180, 26, 200], [pkg(1, 205, 30, 185, 40)], 3600),
    ],
    usage: usage(),
    related: ['notturno-bed', 'aurora-bed', 'cuscino-cushion'],
  },
  {
    key: 'sonno-mattress',
    code: 'AV-MAT-002',
    category: 'mattresses',
    name: { it: 'Materasso Sonno', en: 'Sonno mattress', de: 'Matratze Sonno', es: 'Colchón Sonno', fr: 'Matelas Sonno', ru: 'Матрас Sonno', zh: 'Sonno 床垫' },
    tagline: {
      it: 'Crine di cavallo, cashmere e due livelli di molle: il nostro materasso più raffinato.',
      en: 'Horsehair, cashmere and two tiers of springs: our most refined mattress.',
      de: 'Rosshaar, Kaschmir und zwei Federlagen: unsere edelste Matratze.',
      es: 'Crin de caballo, cachemira y dos niveles de muelles: nuestro colchón más refinado.',
      fr: 'Crin de cheval, cachemire et deux niveaux de ressorts : notre matelas le plus raffiné.',
      ru: 'Конский волос, кашемир и два яруса пружин: наш самый изысканный матрас.',
      zh: '马鬃、羊绒与双层弹簧：我们最臻于精致的床垫。',
    },
    description: {
      it: [
        'Sonno riprende la tradizione dei materassai brianzoli: un doppio livello di molle insacchettate, micromolle in superficie e molle portanti in profondità, avvolto da strati di crine di cavallo cardato a mano, che lascia respirare il materasso e lo mantiene asciutto.',
        "Il lato invernale è imbottito in lana e cashmere, quello estivo in cotone e seta: basta girarlo al cambio di stagione. Ogni esemplare è firmato dall'artigiano che lo ha realizzato, con un'etichetta cucita a mano che ne riporta il numero di serie.",
      ],
      en: [
        'Sonno revives the tradition of the Brianza mattress makers: a double tier of pocket springs, micro-springs at the surface and supporting springs deeper down, wrapped in layers of hand-carded horsehair that lets the mattress breathe and keeps it dry.',
        'The winter side is padded with wool and cashmere, the summer side with cotton and silk: simply turn it when the seasons change. Every mattress is signed by the craftsman who made it, with a hand-sewn label bearing its serial number.',
      ],
      de: [
        'Sonno greift die Tradition der Matratzenmacher aus der Brianza auf: zwei Lagen Taschenfedern – Mikrofedern an der Oberfläche, tragende Federn in der Tiefe –, umhüllt von handkardiertem Rosshaar, das die Matratze atmen lässt und trocken hält.',
        'Die Winterseite ist mit Wolle und Kaschmir gepolstert, die Sommerseite mit Baumwolle und Seide: Zum Wechsel der Jahreszeit wird sie einfach gewendet. Jedes Exemplar trägt die Signatur des Handwerkers, der es gefertigt hat, auf einem handgenähten Etikett mit Seriennummer.',
      ],
      es: [
        'Sonno recupera la tradición de los colchoneros de la Brianza: un doble nivel de muelles ensacados, micromuelles en la superficie y muelles portantes en profundidad, envuelto en capas de crin de caballo cardada a mano que dejan respirar el colchón y lo mantienen seco.',
        'La cara de invierno está acolchada con lana y cachemira; la de verano, con algodón y seda: basta con darle la vuelta al cambiar de estación. Cada pieza lleva la firma del artesano que la ha realizado, en una etiqueta cosida a mano con su número de serie.',
      ],
      fr: [
        'Sonno renoue avec la tradition des matelassiers de Brianza : un double niveau de ressorts ensachés, micro-ressorts en surface et ressorts porteurs en profondeur, enveloppé de couches de crin de cheval cardé à la main qui laissent respirer le matelas et le gardent au sec.',
        "La face hiver est garnie de laine et de cachemire, la face été de coton et de soie : il suffit de le retourner au changement de saison. Chaque matelas est signé par l'artisan qui l'a réalisé, sur une étiquette cousue main portant son numéro de série.",
      ],
      ru: [
        'Sonno продолжает традицию матрасных мастеров Брианцы: два яруса независимых пружин — микропружины у поверхности и несущие пружины в глубине — окружены слоями конского волоса ручного чесания, благодаря которому матрас дышит и остаётся сухим.',
        'Зимняя сторона наполнена шерстью и кашемиром, летняя — хлопком и шёлком: достаточно перевернуть матрас при смене сезона. Каждое изделие подписано мастером, который его изготовил, — на пришитой вручную этикетке с серийным номером.',
      ],
      zh: [
        'Sonno 延续布里安扎床垫匠人的传统：双层独立袋装弹簧——表层为微型弹簧，深层为承重弹簧——外裹手工梳理的马鬃层，让床垫自由呼吸、保持干爽。',
        '冬季面以羊毛与羊绒填充，夏季面以棉与真丝填充：换季时只需翻面即可。每一张床垫都附有制作匠人的签名，以手工缝制的标签标注其序列号。',
      ],
    },
    technicalData: {
      it: ['Nucleo: doppio strato di molle insacchettate', 'Imbottitura: crine di cavallo cardato a mano', 'Lato invernale: lana e cashmere; lato estivo: cotone e seta', 'Altezza: 32 cm', 'Rigidità: media'],
      en: ['Core: double tier of pocket springs', 'Padding: hand-carded horsehair', 'Winter side: wool and cashmere; summer side: cotton and silk', 'Height: 32 cm', 'Firmness: medium'],
      de: ['Kern: zwei Lagen Taschenfedern', 'Polsterung: handkardiertes Rosshaar', 'Winterseite: Wolle und Kaschmir; Sommerseite: Baumwolle und Seide', 'Höhe: 32 cm', 'Härtegrad: mittel'],
      es: ['Núcleo: doble capa de muelles ensacados', 'Relleno: crin de caballo cardada a mano', 'Cara de invierno: lana y cachemira; cara de verano: algodón y seda', 'Altura: 32 cm', 'Firmeza: media'],
      fr: ['Cœur : double niveau de ressorts ensachés', 'Garnissage : crin de cheval cardé main', 'Face hiver : laine et cachemire ; face été : coton et soie', 'Hauteur : 32 cm', 'Fermeté : médium'],
      ru: ['Основа: два яруса независимых пружин', 'Наполнение: конский волос ручного чесания', 'Зимняя сторона: шерсть и кашемир; летняя сторона: хлопок и шёлк', 'Высота: 32 см', 'Жёсткость: средняя'],
      zh: ['核心：双层独立袋装弹簧', '填充：手工梳理马鬃', '冬季面：羊毛与羊绒；夏季面：棉与真丝', '厚度：32 厘米', '软硬度：适中'],
    },
    family: 'riposo',
    designers: ['marta-ferrandi'],
    type: 'bed',
    image: { shape: 'mattress', colour: '#ece4d6', accent: '#7d6c58' },
    materialCategories: ['TESS'],
    materials: ['TESS 102', 'TESS 109', 'TESS 112'],
    versions: [
      version('bed', 'AV-MAT-002-090', size(90, 200), [90, 32, 200], [pkg(1, 205, 36, 95, 27)], 2400),
      version('bed', 'AV-MAT-002-160', size(160, 200), [160, 32, 200], [pkg(1, 205, 36, 165, 46)], 4100),
      version('bed', 'AV-MAT-002-180', size(180, 200), [180, 32, 200], [pkg(1, 205, 36, 185, 52)], 4600),
    ],
    usage: usage(),
    related: ['selene-bed', 'notturno-bed', 'quiete-mattress'],
  },
  {
    key: 'brezza-mattress',
    code: 'AV-MAT-003',
    category: 'mattresses',
    name: { it: 'Materasso Brezza', en: 'Brezza mattress', de: 'Matratze Brezza', es: 'Colchón Brezza', fr: 'Matelas Brezza', ru: 'Матрас Brezza', zh: 'Brezza 床垫' },
    tagline: {
      it: 'Lattice naturale a sette zone, fresco e traspirante come una brezza estiva.',
      en: 'Seven-zone natural latex, as cool and breathable as a summer breeze.',
      de: 'Naturlatex mit sieben Zonen, frisch und atmungsaktiv wie eine Sommerbrise.',
      es: 'Látex natural de siete zonas, fresco y transpirable como una brisa de verano.',
      fr: "Latex naturel à sept zones, frais et respirant comme une brise d'été.",
      ru: 'Натуральный латекс с семью зонами — свежий и дышащий, как летний бриз.',
      zh: '七区天然乳胶，清爽透气如夏日微风。',
    },
    description: {
      it: [
        "Brezza è un materasso in lattice naturale al cento per cento, ricavato dalla linfa dell'albero della gomma e vulcanizzato in un unico blocco. Sette zone a portanza differenziata sostengono spalle, schiena e bacino, mentre migliaia di canali verticali fanno circolare l'aria a ogni movimento.",
        'La fodera in Tencel e cotone biologico, fresca al tatto, è pensata per chi ha caldo la notte e per i climi più umidi. Leggero e maneggevole, Brezza si abbina a tutti i nostri letti e alle reti a doghe regolabili.',
      ],
      en: [
        'Brezza is a one-hundred-per-cent natural latex mattress, made from the sap of the rubber tree and vulcanised in a single block. Seven zones of differentiated support hold the shoulders, back and hips, while thousands of vertical channels circulate air with every movement.',
        'The Tencel and organic cotton cover, cool to the touch, is designed for warm sleepers and humid climates. Light and easy to handle, Brezza pairs with all our beds and with adjustable slatted bases.',
      ],
      de: [
        'Brezza ist eine Matratze aus hundert Prozent Naturlatex, gewonnen aus dem Saft des Kautschukbaums und in einem einzigen Block vulkanisiert. Sieben Zonen mit unterschiedlicher Stützkraft tragen Schultern, Rücken und Becken, während Tausende senkrechter Kanäle bei jeder Bewegung Luft zirkulieren lassen.',
        'Der Bezug aus Tencel und Bio-Baumwolle fühlt sich kühl an und ist für alle gedacht, denen nachts leicht warm wird, sowie für feuchtere Klimazonen. Leicht und handlich, passt Brezza zu all unseren Betten und zu verstellbaren Lattenrosten.',
      ],
      es: [
        'Brezza es un colchón de látex cien por cien natural, obtenido de la savia del árbol del caucho y vulcanizado en un único bloque. Siete zonas de firmeza diferenciada sostienen hombros, espalda y pelvis, mientras miles de canales verticales hacen circular el aire con cada movimiento.',
        'La funda de Tencel y algodón orgánico, fresca al tacto, está pensada para quienes pasan calor por la noche y para los climas más húmedos. Ligero y manejable, Brezza combina con todas nuestras camas y con somieres de láminas regulables.',
      ],
      fr: [
        "Brezza est un matelas en latex cent pour cent naturel, issu de la sève de l'hévéa et vulcanisé en un seul bloc. Sept zones de soutien différencié portent les épaules, le dos et le bassin, tandis que des milliers de canaux verticaux font circuler l'air à chaque mouvement.",
        "La housse en Tencel et coton biologique, fraîche au toucher, est pensée pour ceux qui ont chaud la nuit et pour les climats humides. Léger et maniable, Brezza s'associe à tous nos lits et aux sommiers à lattes relevables.",
      ],
      ru: [
        'Brezza — матрас из стопроцентного натурального латекса, полученного из сока каучукового дерева и вулканизированного единым блоком. Семь зон разной упругости поддерживают плечи, спину и таз, а тысячи вертикальных каналов обеспечивают циркуляцию воздуха при каждом движении.',
        'Чехол из тенселя и органического хлопка, прохладный на ощупь, создан для тех, кому жарко по ночам, и для влажного климата. Лёгкий и удобный в обращении, Brezza подходит ко всем нашим кроватям и к регулируемым ламельным основаниям.',
      ],
      zh: [
        'Brezza 采用百分之百天然乳胶，取自橡胶树汁液，并以整块一次硫化成型。七个不同支撑力的分区承托肩、背与髋部，数千条垂直气孔随每一次翻身促进空气流通。',
        '天丝与有机棉外套触感清凉，专为夜间怕热的人与潮湿气候而设计。Brezza 轻巧易搬动，可搭配我们所有的床具及可调节排骨架。',
      ],
    },
    technicalData: {
      it: ['Nucleo: lattice 100% naturale a 7 zone', 'Fodera: Tencel e cotone biologico, sfoderabile e lavabile', 'Altezza: 22 cm', 'Rigidità: media', 'Adatto a reti regolabili'],
      en: ['Core: 100% natural latex, 7 zones', 'Cover: Tencel and organic cotton, removable and washable', 'Height: 22 cm', 'Firmness: medium', 'Suitable for adjustable bases'],
      de: ['Kern: 100 % Naturlatex, 7 Zonen', 'Bezug: Tencel und Bio-Baumwolle, abnehmbar und waschbar', 'Höhe: 22 cm', 'Härtegrad: mittel', 'Geeignet für verstellbare Lattenroste'],
      es: ['Núcleo: látex 100 % natural de 7 zonas', 'Funda: Tencel y algodón orgánico, desenfundable y lavable', 'Altura: 22 cm', 'Firmeza: media', 'Apto para somieres regulables'],
      fr: ['Cœur : latex 100 % naturel, 7 zones', 'Housse : Tencel et coton biologique, déhoussable et lavable', 'Hauteur : 22 cm', 'Fermeté : médium', 'Compatible avec les sommiers relevables'],
      ru: ['Основа: 100% натуральный латекс, 7 зон', 'Чехол: тенсель и органический хлопок, съёмный, допускает стирку', 'Высота: 22 см', 'Жёсткость: средняя', 'Подходит для регулируемых оснований'],
      zh: ['核心：100% 天然乳胶，七区设计', '外套：天丝与有机棉，可拆洗', '厚度：22 厘米', '软硬度：适中', '适用于可调节床架'],
    },
    family: 'riposo',
    designers: ['camille-vautrin'],
    type: 'bed',
    image: { shape: 'mattress', colour: '#f4f1ea', accent: '#8fa3a8' },
    materialCategories: ['TESS'],
    materials: ['TESS 103', 'TESS 106', 'TESS 111'],
    versions: [
      version('bed', 'AV-MAT-003-090', size(90, 200), [90, 22, 200], [pkg(1, 205, 26, 95, 19)], 2100),
      version('bed', 'AV-MAT-003-160', size(160, 200), [160, 22, 200], [pkg(1, 205, 26, 165, 33)], 3500),
      version('bed', 'AV-MAT-003-180', size(180, 200), [180, 22, 200], [pkg(1, 205, 26, 185, 37)], 3900),
    ],
    usage: usage({ newArrival: true }),
    related: ['cirro-bed', 'velo-bed', 'sonno-mattress'],
  },
]

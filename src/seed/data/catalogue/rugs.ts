import type { ProductSeed } from '../types'
import { cm, diameter, outdoorUsage, pkg, usage, version } from './helpers'

export const rugs: ProductSeed[] = [
  {
    key: 'duna-rug',
    code: 'AV-RUG-001',
    category: 'rugs',
    name: { it: 'Tappeto Duna', en: 'Duna rug', de: 'Teppich Duna', es: 'Alfombra Duna', fr: 'Tapis Duna', ru: 'Ковёр Duna', zh: 'Duna 地毯' },
    tagline: {
      it: 'Lana e seta annodate a mano, con il disegno del vento sulla sabbia.',
      en: 'Hand-knotted wool and silk, patterned like wind on sand.',
      de: 'Handgeknüpfte Wolle und Seide, gemustert wie der Wind im Sand.',
      es: 'Lana y seda anudadas a mano, con el dibujo del viento sobre la arena.',
      fr: 'Laine et soie nouées à la main, dessinées comme le vent sur le sable.',
      ru: 'Шерсть и шёлк ручной вязки с рисунком ветра на песке.',
      zh: '手工打结的羊毛与真丝，如风在沙上留下的纹理。',
    },
    description: {
      it: [
        "Duna è annodato a mano in Nepal da un laboratorio con cui collaboriamo da vent'anni: oltre centomila nodi per metro quadro, in lana himalayana e seta. Il disegno nasce dall'altezza del vello, scolpito a mano in onde morbide che cambiano con la luce del giorno.",
        'I colori, sabbia, ecrù e tabacco, sono ottenuti con tinture vegetali e si accordano ai legni e alle pelli della nostra collezione. Sotto un divano Astor o ai piedi di un letto, Duna porta nella stanza la quiete di un paesaggio desertico.',
      ],
      en: [
        'Duna is hand-knotted in Nepal by a workshop we have worked with for twenty years: more than a hundred thousand knots per square metre, in Himalayan wool and silk. The pattern comes from the height of the pile, hand-carved into soft waves that change with the daylight.',
        'The colours, sand, ecru and tobacco, are obtained with plant dyes and harmonise with the woods and leathers of our collection. Beneath an Astor sofa or at the foot of a bed, Duna brings the calm of a desert landscape into the room.',
      ],
      de: [
        'Duna wird in Nepal von einer Werkstatt handgeknüpft, mit der wir seit zwanzig Jahren zusammenarbeiten: mehr als hunderttausend Knoten pro Quadratmeter, aus Himalaya-Wolle und Seide. Das Muster entsteht durch die Florhöhe, von Hand in weiche Wellen geschnitten, die sich mit dem Tageslicht verändern.',
        'Die Farben Sand, Ecru und Tabak werden mit Pflanzenfarben gewonnen und harmonieren mit den Hölzern und Ledern unserer Kollektion. Unter einem Sofa Astor oder am Fußende eines Bettes bringt Duna die Ruhe einer Wüstenlandschaft in den Raum.',
      ],
      es: [
        'Duna se anuda a mano en Nepal, en un taller con el que colaboramos desde hace veinte años: más de cien mil nudos por metro cuadrado, en lana del Himalaya y seda. El dibujo nace de la altura del pelo, esculpido a mano en ondas suaves que cambian con la luz del día.',
        'Los colores, arena, crudo y tabaco, se obtienen con tintes vegetales y armonizan con las maderas y las pieles de nuestra colección. Bajo un sofá Astor o a los pies de una cama, Duna lleva a la estancia la calma de un paisaje desértico.',
      ],
      fr: [
        "Duna est noué à la main au Népal par un atelier avec lequel nous travaillons depuis vingt ans : plus de cent mille nœuds par mètre carré, en laine de l'Himalaya et en soie. Le motif naît de la hauteur des poils, sculptés à la main en vagues douces qui changent avec la lumière du jour.",
        "Les couleurs, sable, écru et tabac, sont obtenues par des teintures végétales et s'accordent aux bois et aux cuirs de notre collection. Sous un canapé Astor ou au pied d'un lit, Duna apporte dans la pièce le calme d'un paysage désertique.",
      ],
      ru: [
        'Duna вяжется вручную в Непале мастерской, с которой мы сотрудничаем уже двадцать лет: более ста тысяч узлов на квадратный метр, гималайская шерсть и шёлк. Рисунок создаётся высотой ворса, вручную выстриженного мягкими волнами, которые меняются вместе с дневным светом.',
        'Цвета — песочный, экрю и табачный — получены растительными красителями и гармонируют с деревом и кожей нашей коллекции. Под диваном Astor или в изножье кровати Duna наполняет комнату покоем пустынного пейзажа.',
      ],
      zh: [
        'Duna 由我们合作二十年的尼泊尔工坊手工打结而成：每平方米逾十万个结，选用喜马拉雅羊毛与真丝。图案源自绒头的高低变化，经手工修剪成柔和的波浪，随日光流转而变幻。',
        '沙色、米白与烟草色均以植物染料染成，与我们系列中的木材与皮革相得益彰。无论铺在 Astor 沙发下还是床尾，Duna 都为房间带来沙漠风景般的宁静。',
      ],
    },
    technicalData: {
      it: ['Lavorazione: annodato a mano, oltre 100.000 nodi/m²', 'Composizione: 80% lana himalayana, 20% seta', 'Tinture: vegetali', 'Altezza vello: da 8 a 14 mm, scolpito a mano'],
      en: ['Technique: hand-knotted, over 100,000 knots/m²', 'Composition: 80% Himalayan wool, 20% silk', 'Dyes: plant-based', 'Pile height: 8 to 14 mm, hand-carved'],
      de: ['Technik: handgeknüpft, über 100.000 Knoten/m²', 'Zusammensetzung: 80 % Himalaya-Wolle, 20 % Seide', 'Farben: pflanzlich', 'Florhöhe: 8 bis 14 mm, von Hand geschnitten'],
      es: ['Técnica: anudada a mano, más de 100.000 nudos/m²', 'Composición: 80 % lana del Himalaya, 20 % seda', 'Tintes: vegetales', 'Altura del pelo: de 8 a 14 mm, esculpido a mano'],
      fr: ['Technique : noué main, plus de 100 000 nœuds/m²', "Composition : 80 % laine de l'Himalaya, 20 % soie", 'Teintures : végétales', 'Hauteur des poils : de 8 à 14 mm, sculptés main'],
      ru: ['Техника: ручная вязка, более 100 000 узлов/м²', 'Состав: 80% гималайская шерсть, 20% шёлк', 'Красители: растительные', 'Высота ворса: от 8 до 14 мм, ручная стрижка'],
      zh: ['工艺：手工打结，每平方米逾 100,000 结', '成分：80% 喜马拉雅羊毛，20% 真丝', '染料：植物染', '绒高：8 至 14 毫米，手工修剪'],
    },
    family: 'ordito',
    designers: ['ines-alcaraz'],
    type: 'rug',
    image: { shape: 'rug-rect', colour: '#cbb89d', accent: '#8a7560' },
    materialCategories: ['TESS'],
    materials: ['TESS 112', 'TESS 114', 'TESS 116'],
    versions: [
      version('rug', 'AV-RUG-001-200', cm(200, 300), [300, 1.4, 200], [pkg(1, 205, 35, 35, 26)], 6200),
      version('rug', 'AV-RUG-001-250', cm(250, 350), [350, 1.4, 250], [pkg(1, 255, 40, 40, 37)], 8900),
      version('rug', 'AV-RUG-001-300', cm(300, 400), [400, 1.4, 300], [pkg(1, 305, 45, 45, 50)], 12200),
    ],
    usage: usage(),
    related: ['astor-sofa', 'pietra-coffee-table', 'bruma-sofa'],
  },
  {
    key: 'luna-rug',
    code: 'AV-RUG-002',
    category: 'rugs',
    name: { it: 'Tappeto Luna', en: 'Luna rug', de: 'Teppich Luna', es: 'Alfombra Luna', fr: 'Tapis Luna', ru: 'Ковёр Luna', zh: 'Luna 地毯' },
    tagline: {
      it: "Un tappeto tondo che passa dal grigio perla all'argento, come la luna nelle sue fasi.",
      en: 'A round rug that shifts from pearl grey to silver, like the moon through its phases.',
      de: 'Ein runder Teppich, der wie der Mond in seinen Phasen von Perlgrau zu Silber wechselt.',
      es: 'Una alfombra redonda que pasa del gris perla al plata, como la luna en sus fases.',
      fr: "Un tapis rond qui passe du gris perle à l'argent, comme la lune au fil de ses phases.",
      ru: 'Круглый ковёр, переходящий от жемчужно-серого к серебристому, как луна в своих фазах.',
      zh: '一块圆形地毯，从珍珠灰渐变为银色，如月相流转。',
    },
    description: {
      it: [
        'Luna è un tappeto circolare realizzato a mano con la tecnica del tufting, in cui lana neozelandese e seta di bambù si alternano per creare un passaggio graduale di luce: la lana è opaca e morbida, la seta riflette come la superficie lunare.',
        'Camille Vautrin lo ha pensato per le camere da letto, dove un tappeto tondo ammorbidisce le geometrie di letto e comodini. Il retro in cotone naturale, rifinito a mano, lo rende stabile anche sul parquet.',
      ],
      en: [
        'Luna is a round rug hand-tufted in New Zealand wool and bamboo silk, which alternate to create a gradual shift of light: the wool is matt and soft, the silk reflects like the surface of the moon.',
        'Camille Vautrin designed it for bedrooms, where a round rug softens the geometry of bed and nightstands. The hand-finished natural cotton backing keeps it steady even on parquet floors.',
      ],
      de: [
        'Luna ist ein runder, handgetufteter Teppich aus neuseeländischer Wolle und Bambusseide, die sich abwechseln und einen allmählichen Lichtverlauf erzeugen: Die Wolle ist matt und weich, die Seide glänzt wie die Mondoberfläche.',
        'Camille Vautrin hat ihn für Schlafzimmer entworfen, in denen ein runder Teppich die Geometrie von Bett und Nachttischen mildert. Die von Hand veredelte Rückseite aus Naturbaumwolle sorgt auch auf Parkett für sicheren Halt.',
      ],
      es: [
        'Luna es una alfombra redonda realizada a mano con técnica tufting, en la que lana de Nueva Zelanda y seda de bambú se alternan para crear una transición gradual de luz: la lana es mate y suave; la seda brilla como la superficie lunar.',
        'Camille Vautrin la pensó para los dormitorios, donde una alfombra redonda suaviza la geometría de la cama y las mesitas. El reverso de algodón natural, acabado a mano, la mantiene estable incluso sobre parqué.',
      ],
      fr: [
        'Luna est un tapis rond tufté à la main, où laine de Nouvelle-Zélande et soie de bambou alternent pour créer un passage progressif de la lumière : la laine est mate et douce, la soie brille comme la surface lunaire.',
        "Camille Vautrin l'a imaginé pour les chambres, où un tapis rond adoucit la géométrie du lit et des tables de chevet. Le dos en coton naturel, fini à la main, lui assure une bonne tenue même sur parquet.",
      ],
      ru: [
        'Luna — круглый ковёр ручной тафтинговой работы, в котором новозеландская шерсть и бамбуковый шёлк чередуются, создавая плавный переход света: шерсть матовая и мягкая, шёлк отражает свет, как лунная поверхность.',
        'Camille Vautrin задумала его для спален, где круглый ковёр смягчает геометрию кровати и тумб. Основа из натурального хлопка, обработанная вручную, не даёт ему скользить даже по паркету.',
      ],
      zh: [
        'Luna 是一块手工簇绒圆毯，新西兰羊毛与竹丝交替编排，营造出光线的渐变：羊毛哑光柔软，竹丝则如月球表面般泛着光泽。',
        'Camille Vautrin 为卧室设计了它，圆形地毯能柔化床与床头柜的几何线条。手工收边的天然棉质背衬，即使铺在木地板上也稳固不滑。',
      ],
    },
    technicalData: {
      it: ['Lavorazione: tufting a mano', 'Composizione: 70% lana neozelandese, 30% seta di bambù', 'Retro: cotone naturale', 'Altezza vello: 12 mm'],
      en: ['Technique: hand-tufted', 'Composition: 70% New Zealand wool, 30% bamboo silk', 'Backing: natural cotton', 'Pile height: 12 mm'],
      de: ['Technik: handgetuftet', 'Zusammensetzung: 70 % neuseeländische Wolle, 30 % Bambusseide', 'Rückseite: Naturbaumwolle', 'Florhöhe: 12 mm'],
      es: ['Técnica: tufting a mano', 'Composición: 70 % lana de Nueva Zelanda, 30 % seda de bambú', 'Reverso: algodón natural', 'Altura del pelo: 12 mm'],
      fr: ['Technique : tufté main', 'Composition : 70 % laine de Nouvelle-Zélande, 30 % soie de bambou', 'Dos : coton naturel', 'Hauteur des poils : 12 mm'],
      ru: ['Техника: ручной тафтинг', 'Состав: 70% новозеландская шерсть, 30% бамбуковый шёлк', 'Основа: натуральный хлопок', 'Высота ворса: 12 мм'],
      zh: ['工艺：手工簇绒', '成分：70% 新西兰羊毛，30% 竹丝', '背衬：天然棉', '绒高：12 毫米'],
    },
    family: 'ordito',
    designers: ['camille-vautrin'],
    type: 'rug',
    image: { shape: 'rug-round', colour: '#d9d4ca', accent: '#a9a39a' },
    materialCategories: ['TESS'],
    materials: ['TESS 101', 'TESS 113', 'TESS 115'],
    versions: [
      version('rug', 'AV-RUG-002-200', diameter(200), [200, 1.2, 200], [pkg(1, 205, 30, 30, 14)], 3400),
      version('rug', 'AV-RUG-002-250', diameter(250), [250, 1.2, 250], [pkg(1, 255, 35, 35, 21)], 4800),
      version('rug', 'AV-RUG-002-300', diameter(300), [300, 1.2, 300], [pkg(1, 305, 40, 40, 30)], 6500),
    ],
    usage: usage(),
    related: ['cirro-bed', 'velo-bed', 'bruma-sofa'],
  },
  {
    key: 'trama-rug',
    code: 'AV-RUG-003',
    category: 'rugs',
    name: { it: 'Tappeto Trama', en: 'Trama rug', de: 'Teppich Trama', es: 'Alfombra Trama', fr: 'Tapis Trama', ru: 'Ковёр Trama', zh: 'Trama 地毯' },
    tagline: {
      it: 'Un tappeto tessuto a mano per terrazze e giardini, che non teme pioggia né sole.',
      en: 'A hand-woven rug for terraces and gardens that fears neither rain nor sun.',
      de: 'Ein handgewebter Teppich für Terrassen und Gärten, dem weder Regen noch Sonne etwas anhaben.',
      es: 'Una alfombra tejida a mano para terrazas y jardines, que no teme a la lluvia ni al sol.',
      fr: 'Un tapis tissé à la main pour terrasses et jardins, qui ne craint ni la pluie ni le soleil.',
      ru: 'Ковёр ручного ткачества для террас и садов, которому не страшны ни дождь, ни солнце.',
      zh: '手工编织的露台与花园地毯，不惧雨水与阳光。',
    },
    description: {
      it: [
        "Trama è un tappeto a tessitura piatta, realizzato a mano su telai tradizionali con un filato in PET riciclato, morbido come la lana ma insensibile all'acqua e ai raggi UV. La sua armatura a spina di pesce, in due toni, ricorda le stuoie intrecciate delle case mediterranee.",
        "Si lava con acqua e sapone neutro e asciuga in poche ore; il bordo cucito a mano in tessuto per esterni ne protegge i lati nel tempo. Sotto le poltrone Lido o accanto alla piscina, Trama trasforma lo spazio all'aperto in un salotto.",
      ],
      en: [
        'Trama is a flat-weave rug, made by hand on traditional looms with a recycled PET yarn that is as soft as wool yet impervious to water and UV rays. Its two-tone herringbone weave recalls the woven mats of Mediterranean homes.',
        'It can be washed with water and mild soap and dries in a few hours; a hand-sewn binding in outdoor fabric protects its edges over time. Beneath Lido armchairs or beside the pool, Trama turns an outdoor space into a living room.',
      ],
      de: [
        'Trama ist ein Flachgewebe, von Hand auf traditionellen Webstühlen aus recyceltem PET-Garn gefertigt, das weich wie Wolle und zugleich unempfindlich gegen Wasser und UV-Strahlen ist. Das zweifarbige Fischgrätmuster erinnert an die geflochtenen Matten mediterraner Häuser.',
        'Er lässt sich mit Wasser und milder Seife reinigen und trocknet in wenigen Stunden; eine von Hand angenähte Einfassung aus Outdoor-Stoff schützt die Kanten auf Dauer. Unter den Sesseln Lido oder am Pool macht Trama den Außenbereich zum Wohnzimmer.',
      ],
      es: [
        'Trama es una alfombra de tejido plano, realizada a mano en telares tradicionales con un hilo de PET reciclado, suave como la lana pero insensible al agua y a los rayos UV. Su tejido en espiga de dos tonos recuerda las esteras trenzadas de las casas mediterráneas.',
        'Se lava con agua y jabón neutro y se seca en pocas horas; el ribete cosido a mano en tejido de exterior protege sus bordes con el tiempo. Bajo las butacas Lido o junto a la piscina, Trama convierte el espacio exterior en un salón.',
      ],
      fr: [
        "Trama est un tapis tissé à plat, réalisé à la main sur des métiers traditionnels avec un fil de PET recyclé, doux comme la laine mais insensible à l'eau et aux UV. Son tissage à chevrons bicolore rappelle les nattes tressées des maisons méditerranéennes.",
        "Il se lave à l'eau et au savon doux et sèche en quelques heures ; une bordure cousue main en tissu d'extérieur en protège les bords dans le temps. Sous les fauteuils Lido ou au bord de la piscine, Trama fait de l'espace extérieur un véritable salon.",
      ],
      ru: [
        'Trama — безворсовый ковёр, вытканный вручную на традиционных станках из нити переработанного ПЭТ: мягкой, как шерсть, но не боящейся воды и ультрафиолета. Двухцветное плетение «ёлочкой» напоминает плетёные циновки средиземноморских домов.',
        'Его можно мыть водой с мягким мылом, и он высыхает за несколько часов; окантовка из уличной ткани, пришитая вручную, надолго защищает края. Под креслами Lido или у бассейна Trama превращает открытое пространство в гостиную.',
      ],
      zh: [
        'Trama 是一款平织地毯，以再生 PET 纱线在传统织机上手工织成，柔软如羊毛，却不惧水与紫外线。双色人字纹编织，令人想起地中海住宅中的编织草席。',
        '可用清水与中性皂清洗，数小时即可晾干；手工缝制的户外面料包边，长久保护地毯边缘。铺在 Lido 扶手椅下或泳池旁，Trama 让户外空间宛如客厅。',
      ],
    },
    technicalData: {
      it: ['Lavorazione: tessitura piatta a mano', 'Composizione: 100% PET riciclato', 'Bordo: tessuto per esterni cucito a mano', 'Resistenza: acqua, raggi UV, muffa', 'Uso: interno ed esterno'],
      en: ['Technique: hand flat-weave', 'Composition: 100% recycled PET', 'Binding: hand-sewn outdoor fabric', 'Resistant to: water, UV rays, mould', 'Use: indoor and outdoor'],
      de: ['Technik: handgewebtes Flachgewebe', 'Zusammensetzung: 100 % recyceltes PET', 'Einfassung: handgenähter Outdoor-Stoff', 'Beständig gegen: Wasser, UV-Strahlen, Schimmel', 'Einsatz: innen und außen'],
      es: ['Técnica: tejido plano a mano', 'Composición: 100 % PET reciclado', 'Ribete: tejido de exterior cosido a mano', 'Resistencia: agua, rayos UV, moho', 'Uso: interior y exterior'],
      fr: ['Technique : tissage à plat main', 'Composition : 100 % PET recyclé', "Bordure : tissu d'extérieur cousu main", 'Résistance : eau, UV, moisissures', 'Usage : intérieur et extérieur'],
      ru: ['Техника: ручное безворсовое ткачество', 'Состав: 100% переработанный ПЭТ', 'Окантовка: уличная ткань, ручная работа', 'Устойчивость: вода, УФ-лучи, плесень', 'Применение: в помещении и на улице'],
      zh: ['工艺：手工平织', '成分：100% 再生 PET', '包边：手工缝制户外面料', '耐受：水、紫外线、霉菌', '适用：室内与户外'],
    },
    family: 'lido',
    designers: ['ines-alcaraz'],
    type: 'rug',
    image: { shape: 'rug-rect', colour: '#7d8b74', accent: '#d9cdb6' },
    materialCategories: ['TESSO'],
    materials: ['TESSO 05', 'TESSO 07', 'TESSO 08'],
    versions: [
      version('rug', 'AV-RUG-003-200', cm(200, 300), [300, 1, 200], [pkg(1, 205, 25, 25, 12)], 2600),
      version('rug', 'AV-RUG-003-250', cm(250, 350), [350, 1, 250], [pkg(1, 255, 28, 28, 17)], 3500),
      version('rug', 'AV-RUG-003-300', cm(300, 400), [400, 1, 300], [pkg(1, 305, 32, 32, 23)], 4600),
    ],
    usage: outdoorUsage({ indoor: true, newArrival: true }),
    related: ['lido-armchair', 'isola-coffee-table', 'corte-chair', 'riva-bench'],
  },
]

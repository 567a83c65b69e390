import type { ProductSeed } from '../types'
import { lengthOf, pkg, usage, version } from './helpers'

export const bedroomSets: ProductSeed[] = [
  {
    key: 'aurora-nightstand',
    code: 'AV-BDR-001',
    category: 'bedroom-sets',
    name: { it: 'Comodino Aurora', en: 'Aurora nightstand', de: 'Nachttisch Aurora', es: 'Mesita de noche Aurora', fr: 'Table de chevet Aurora', ru: 'Прикроватная тумба Aurora', zh: 'Aurora 床头柜' },
    tagline: {
      it: 'Un comodino in noce massello, con un cassetto che si chiude in silenzio.',
      en: 'A solid walnut nightstand with a drawer that closes in silence.',
      de: 'Ein Nachttisch aus massivem Nussbaum mit einer Schublade, die lautlos schließt.',
      es: 'Una mesita de noche de nogal macizo, con un cajón que se cierra en silencio.',
      fr: 'Une table de chevet en noyer massif, dont le tiroir se ferme en silence.',
      ru: 'Прикроватная тумба из массива ореха с бесшумно закрывающимся ящиком.',
      zh: '实木胡桃木床头柜，抽屉静音闭合。',
    },
    description: {
      it: [
        "Il comodino Aurora riprende la curva della testiera del letto in un volume compatto, con gli spigoli arrotondati a mano. Il cassetto in noce massello, con guide a chiusura ammortizzata, è foderato all'interno in pelle scamosciata per custodire gioielli, occhiali e libri.",
        'Il piano è disponibile in noce o in marmo, con un bordo ribassato che trattiene gli oggetti; una sottile maniglia in ottone satinato si scalda al tocco. Sospeso su quattro gambe affusolate, lascia respirare il pavimento e la luce.',
      ],
      en: [
        "The Aurora nightstand echoes the curve of the bed's headboard in a compact volume, its edges rounded by hand. The solid walnut drawer, running on soft-close slides, is lined with suede to keep jewellery, glasses and books.",
        'The top comes in walnut or marble, with a recessed edge that keeps objects in place; a slim satin brass handle warms to the touch. Raised on four tapered legs, it lets the floor and the light breathe.',
      ],
      de: [
        'Der Nachttisch Aurora greift die Kurve des Kopfteils in einem kompakten Volumen auf, die Kanten von Hand gerundet. Die Schublade aus massivem Nussbaum mit gedämpften Führungen ist innen mit Veloursleder ausgekleidet – für Schmuck, Brille und Bücher.',
        'Die Platte gibt es in Nussbaum oder Marmor, mit einem vertieften Rand, der Gegenstände hält; ein schmaler Griff aus satiniertem Messing wird unter der Hand warm. Auf vier konischen Beinen schwebend, lässt er Boden und Licht frei atmen.',
      ],
      es: [
        'La mesita Aurora retoma la curva del cabecero de la cama en un volumen compacto, con las aristas redondeadas a mano. El cajón de nogal macizo, con guías de cierre amortiguado, está forrado por dentro de ante para guardar joyas, gafas y libros.',
        'El sobre está disponible en nogal o en mármol, con un borde rebajado que retiene los objetos; un fino tirador de latón satinado se templa al tacto. Elevada sobre cuatro patas ahusadas, deja respirar el suelo y la luz.',
      ],
      fr: [
        'La table de chevet Aurora reprend la courbe de la tête de lit dans un volume compact, aux arêtes arrondies à la main. Le tiroir en noyer massif, monté sur coulisses à fermeture amortie, est doublé de daim pour accueillir bijoux, lunettes et livres.',
        'Le plateau existe en noyer ou en marbre, avec un bord abaissé qui retient les objets ; une fine poignée en laiton satiné se réchauffe sous la main. Posée sur quatre pieds fuselés, elle laisse respirer le sol et la lumière.',
      ],
      ru: [
        'Тумба Aurora повторяет изгиб изголовья кровати в компактном объёме с вручную скруглёнными гранями. Ящик из массива ореха на направляющих с доводчиком отделан изнутри замшей — для украшений, очков и книг.',
        'Столешница выполняется из ореха или мрамора, с углублённым бортиком, удерживающим предметы; тонкая ручка из сатинированной латуни теплеет от прикосновения. Тумба стоит на четырёх сужающихся ножках, оставляя простор полу и свету.',
      ],
      zh: [
        'Aurora 床头柜以紧凑的体量呼应床头的弧线，边角皆经手工倒圆。实木胡桃木抽屉配缓冲闭合滑轨，内衬麂皮，可收纳首饰、眼镜与书籍。',
        '台面可选胡桃木或大理石，微微下沉的边缘防止物品滑落；纤细的缎面黄铜拉手触手生温。四条收分细腿将柜体托起，让地面与光线自由呼吸。',
      ],
    },
    technicalData: {
      it: ['Struttura: noce canaletto massello', 'Piano: noce o marmo', 'Cassetto: guide a chiusura ammortizzata, interno in pelle scamosciata', 'Maniglia: ottone satinato'],
      en: ['Frame: solid American walnut', 'Top: walnut or marble', 'Drawer: soft-close slides, suede-lined interior', 'Handle: satin brass'],
      de: ['Korpus: massiver amerikanischer Nussbaum', 'Platte: Nussbaum oder Marmor', 'Schublade: gedämpfte Führungen, innen Veloursleder', 'Griff: satiniertes Messing'],
      es: ['Estructura: nogal americano macizo', 'Sobre: nogal o mármol', 'Cajón: guías de cierre amortiguado, interior de ante', 'Tirador: latón satinado'],
      fr: ['Structure : noyer américain massif', 'Plateau : noyer ou marbre', 'Tiroir : coulisses à fermeture amortie, intérieur en daim', 'Poignée : laiton satiné'],
      ru: ['Корпус: массив американского ореха', 'Столешница: орех или мрамор', 'Ящик: направляющие с доводчиком, отделка замшей внутри', 'Ручка: сатинированная латунь'],
      zh: ['结构：实木美国黑胡桃木', '台面：胡桃木或大理石', '抽屉：缓冲闭合滑轨，麂皮内衬', '拉手：缎面黄铜'],
    },
    family: 'aurora',
    designers: ['camille-vautrin'],
    type: 'furniture',
    image: { shape: 'nightstand', colour: '#5b3f2c', accent: '#b08d57' },
    materialCategories: ['LEGNI', 'METALLI', 'PIETRE'],
    materials: ['LEGNI 01', 'LEGNI 02', 'METALLI 01', 'PIETRE 02'],
    versions: [
      version('furniture', 'AV-BDR-001-W', { it: 'Piano in noce', en: 'Walnut top', de: 'Platte Nussbaum', es: 'Sobre de nogal', fr: 'Plateau en noyer', ru: 'Столешница из ореха', zh: '胡桃木台面' }, [52, 50, 42], [pkg(1, 58, 56, 48, 19)], 2300),
      version('furniture', 'AV-BDR-001-M', { it: 'Piano in marmo', en: 'Marble top', de: 'Platte Marmor', es: 'Sobre de mármol', fr: 'Plateau en marbre', ru: 'Мраморная столешница', zh: '大理石台面' }, [52, 50, 42], [pkg(1, 58, 56, 48, 24)], 2700),
    ],
    usage: usage(),
    related: ['aurora-bed', 'lume-table-lamp', 'specchio-mirror'],
  },
  {
    key: 'selene-dresser',
    code: 'AV-BDR-002',
    category: 'bedroom-sets',
    name: { it: 'Cassettiera Selene', en: 'Selene chest of drawers', de: 'Kommode Selene', es: 'Cómoda Selene', fr: 'Commode Selene', ru: 'Комод Selene', zh: 'Selene 斗柜' },
    tagline: {
      it: 'Sei cassetti laccati, un piano in marmo e un filo di ottone.',
      en: 'Six lacquered drawers, a marble top and a thread of brass.',
      de: 'Sechs lackierte Schubladen, eine Marmorplatte und ein Faden aus Messing.',
      es: 'Seis cajones lacados, un sobre de mármol y un hilo de latón.',
      fr: 'Six tiroirs laqués, un plateau en marbre et un fil de laiton.',
      ru: 'Шесть лакированных ящиков, мраморная столешница и тонкая линия латуни.',
      zh: '六个漆面抽屉、一方大理石台面与一道黄铜细线。',
    },
    description: {
      it: [
        'La cassettiera Selene porta nella zona notte il linguaggio del letto omonimo: superfici laccate opache, fianchi leggermente inclinati e un profilo in ottone brunito che corre lungo la base. Sei cassetti profondi scorrono su guide in legno massello, come nei mobili di una volta.',
        'Il piano in marmo, scelto lastra per lastra nelle cave di Carrara e di Verona, è lucidato a mano e appoggiato su un telaio invisibile. Le maniglie sono ricavate nello spessore dei frontali, per una superficie continua e silenziosa.',
      ],
      en: [
        'The Selene chest of drawers carries the language of the bed of the same name into the rest of the bedroom: matt lacquered surfaces, gently sloping sides and a burnished brass trim running along the base. Six deep drawers glide on solid wood runners, as in the furniture of the past.',
        'The marble top, selected slab by slab from quarries in Carrara and Verona, is polished by hand and rests on an invisible frame. The handles are cut into the thickness of the drawer fronts, for a continuous, quiet surface.',
      ],
      de: [
        'Die Kommode Selene überträgt die Sprache des gleichnamigen Bettes auf das ganze Schlafzimmer: matt lackierte Oberflächen, leicht geneigte Seiten und eine Kante aus brüniertem Messing entlang des Sockels. Sechs tiefe Schubladen gleiten auf Führungen aus Massivholz, wie bei Möbeln von einst.',
        'Die Marmorplatte, Platte für Platte in den Brüchen von Carrara und Verona ausgewählt, wird von Hand poliert und ruht auf einem unsichtbaren Rahmen. Die Griffe sind in die Stärke der Fronten eingearbeitet – für eine durchgehende, ruhige Fläche.',
      ],
      es: [
        'La cómoda Selene lleva al dormitorio el lenguaje de la cama homónima: superficies lacadas mate, costados ligeramente inclinados y un perfil de latón bruñido que recorre la base. Seis cajones profundos se deslizan sobre guías de madera maciza, como en los muebles de antes.',
        'El sobre de mármol, elegido plancha a plancha en las canteras de Carrara y Verona, se pule a mano y descansa sobre un bastidor invisible. Los tiradores están tallados en el grosor de los frentes, para una superficie continua y silenciosa.',
      ],
      fr: [
        "La commode Selene prolonge dans la chambre le langage du lit du même nom : surfaces laquées mates, flancs légèrement inclinés et un jonc en laiton bruni qui court le long du socle. Six tiroirs profonds glissent sur des coulisses en bois massif, comme dans les meubles d'autrefois.",
        "Le plateau en marbre, choisi tranche par tranche dans les carrières de Carrare et de Vérone, est poli à la main et repose sur un cadre invisible. Les poignées sont creusées dans l'épaisseur des façades, pour une surface continue et silencieuse.",
      ],
      ru: [
        'Комод Selene переносит в спальню язык одноимённой кровати: матовые лакированные поверхности, слегка наклонённые боковины и кант из воронёной латуни вдоль основания. Шесть глубоких ящиков скользят по направляющим из массива дерева, как в старинной мебели.',
        'Мраморная столешница, отобранная плита за плитой в карьерах Каррары и Вероны, отполирована вручную и лежит на невидимой раме. Ручки вырезаны в толще фасадов, образуя непрерывную спокойную поверхность.',
      ],
      zh: [
        'Selene 斗柜将同名床具的设计语言延伸至整个卧室：哑光漆面、微微倾斜的侧板，以及沿底座延展的做旧黄铜收边。六个深抽屉在实木导轨上顺滑开合，一如旧时家具。',
        '大理石台面在卡拉拉与维罗纳的采石场逐块甄选，手工抛光后置于隐形框架之上。拉手直接开凿于抽屉面板的厚度之中，形成连贯而安静的表面。',
      ],
    },
    technicalData: {
      it: ['Struttura: MDF laccato opaco', 'Cassetti: sei, su guide in legno massello', 'Piano: marmo lucidato a mano, spessore 2 cm', 'Profilo di base: ottone brunito', 'Maniglie: incassate nei frontali'],
      en: ['Frame: matt lacquered MDF', 'Drawers: six, on solid wood runners', 'Top: hand-polished marble, 2 cm thick', 'Base trim: burnished brass', 'Handles: recessed into the fronts'],
      de: ['Korpus: matt lackiertes MDF', 'Schubladen: sechs, auf Massivholzführungen', 'Platte: handpolierter Marmor, 2 cm stark', 'Sockelkante: brüniertes Messing', 'Griffe: in die Fronten eingelassen'],
      es: ['Estructura: MDF lacado mate', 'Cajones: seis, sobre guías de madera maciza', 'Sobre: mármol pulido a mano, 2 cm de grosor', 'Perfil de la base: latón bruñido', 'Tiradores: integrados en los frentes'],
      fr: ['Structure : MDF laqué mat', 'Tiroirs : six, sur coulisses en bois massif', 'Plateau : marbre poli main, épaisseur 2 cm', 'Jonc du socle : laiton bruni', 'Poignées : intégrées aux façades'],
      ru: ['Корпус: МДФ с матовым лаком', 'Ящики: шесть, на направляющих из массива дерева', 'Столешница: мрамор ручной полировки, толщина 2 см', 'Кант основания: воронёная латунь', 'Ручки: врезанные в фасады'],
      zh: ['结构：哑光漆面中密度板', '抽屉：六个，实木导轨', '台面：手工抛光大理石，厚 2 厘米', '底座收边：做旧黄铜', '拉手：嵌入式'],
    },
    family: 'selene',
    designers: ['edward-pennock'],
    type: 'furniture',
    image: { shape: 'dresser', colour: '#cfd2d4', accent: '#9b7b4c' },
    materialCategories: ['SUPERFICI', 'METALLI', 'PIETRE'],
    materials: ['SUPERFICI 01', 'SUPERFICI 03', 'SUPERFICI 05', 'METALLI 01', 'PIETRE 04'],
    versions: [
      version('furniture', 'AV-BDR-002-140', lengthOf(140), [140, 82, 52], [pkg(1, 148, 90, 60, 78), pkg(1, 150, 10, 60, 38)], 6200),
      version('furniture', 'AV-BDR-002-180', lengthOf(180), [180, 82, 52], [pkg(1, 188, 90, 60, 96), pkg(1, 190, 10, 60, 48)], 7400),
    ],
    usage: usage(),
    related: ['selene-bed', 'specchio-mirror', 'anfora-vase'],
  },
  {
    key: 'velo-wardrobe',
    code: 'AV-BDR-003',
    category: 'bedroom-sets',
    name: { it: 'Armadio Velo', en: 'Velo wardrobe', de: 'Kleiderschrank Velo', es: 'Armario Velo', fr: 'Armoire Velo', ru: 'Шкаф Velo', zh: 'Velo 衣柜' },
    tagline: {
      it: "Ante in tessuto teso su telai di rovere: l'armadio che vela e svela.",
      en: 'Stretched-fabric doors on oak frames: the wardrobe that veils and reveals.',
      de: 'Türen aus gespanntem Stoff auf Eichenrahmen: der Schrank, der verhüllt und enthüllt.',
      es: 'Puertas de tejido tensado sobre bastidores de roble: el armario que vela y desvela.',
      fr: "Des portes en tissu tendu sur cadres de chêne : l'armoire qui voile et dévoile.",
      ru: 'Дверцы из натянутой ткани на дубовых рамах: шкаф, который скрывает и приоткрывает.',
      zh: '橡木框架绷以织物门板：若隐若现的衣柜。',
    },
    description: {
      it: [
        'Velo è un armadio dalla presenza leggera: le ante sono telai in rovere massello su cui è teso un tessuto di lino o di lana, che assorbe i suoni e ammorbidisce la luce della camera. Aperte, rivelano un interno attrezzato con cura sartoriale.',
        "Cassettiere interne con frontali in pelle, appendiabiti in rovere e ottone, luci LED a sensore che si accendono all'apertura: Edward Pennock ha pensato ogni dettaglio per chi ama prendersi cura dei propri abiti. L'armadio è componibile in moduli da 50 e 100 centimetri.",
      ],
      en: [
        "Velo is a wardrobe with a light presence: its doors are solid oak frames with linen or wool fabric stretched across them, absorbing sound and softening the light in the bedroom. When opened, they reveal an interior fitted with a tailor's care.",
        'Internal drawer units with leather fronts, oak and brass hanging rails, sensor LED lights that switch on as the doors open: Edward Pennock has considered every detail for those who love to look after their clothes. The wardrobe is modular, in 50- and 100-centimetre units.',
      ],
      de: [
        'Velo ist ein Kleiderschrank von leichter Präsenz: Die Türen sind Rahmen aus massiver Eiche, bespannt mit Leinen- oder Wollstoff, der Geräusche dämpft und das Licht im Schlafzimmer weicher macht. Geöffnet geben sie ein Inneres frei, das mit schneiderhafter Sorgfalt ausgestattet ist.',
        'Innenschubladen mit Lederfronten, Kleiderstangen aus Eiche und Messing, LED-Leuchten mit Sensor, die beim Öffnen angehen: Edward Pennock hat jedes Detail für Menschen durchdacht, die ihre Kleidung gern pflegen. Der Schrank lässt sich aus Modulen von 50 und 100 Zentimetern zusammenstellen.',
      ],
      es: [
        'Velo es un armario de presencia ligera: las puertas son bastidores de roble macizo con un tejido de lino o lana tensado, que absorbe los sonidos y suaviza la luz del dormitorio. Al abrirse, revelan un interior equipado con un cuidado propio de la sastrería.',
        'Cajoneras interiores con frentes de piel, barras de colgar de roble y latón, luces LED con sensor que se encienden al abrir: Edward Pennock ha pensado cada detalle para quienes disfrutan cuidando su ropa. El armario se compone de módulos de 50 y 100 centímetros.',
      ],
      fr: [
        "Velo est une armoire à la présence légère : ses portes sont des cadres en chêne massif tendus d'un tissu de lin ou de laine, qui absorbe les sons et adoucit la lumière de la chambre. Ouvertes, elles dévoilent un intérieur aménagé avec un soin de tailleur.",
        "Tiroirs intérieurs à façades en cuir, penderies en chêne et laiton, éclairage LED à détecteur qui s'allume à l'ouverture : Edward Pennock a pensé chaque détail pour ceux qui aiment prendre soin de leurs vêtements. L'armoire se compose de modules de 50 et 100 centimètres.",
      ],
      ru: [
        'Velo — шкаф с лёгким присутствием: его дверцы — рамы из массива дуба с натянутой льняной или шерстяной тканью, которая поглощает звуки и смягчает свет в спальне. Открываясь, они показывают внутреннее пространство, обустроенное с портновской тщательностью.',
        'Внутренние ящики с кожаными фасадами, штанги из дуба и латуни, светодиодная подсветка с датчиком, включающаяся при открывании: Edward Pennock продумал каждую деталь для тех, кто любит ухаживать за своей одеждой. Шкаф собирается из модулей шириной 50 и 100 сантиметров.',
      ],
      zh: [
        'Velo 衣柜存在感轻盈：门板为实木橡木框架，绷以亚麻或羊毛面料，既能吸收声响，又能柔化卧室光线。开启之后，是以裁缝般用心配置的内部空间。',
        '皮革面板内置抽屉、橡木与黄铜挂衣杆、开门即亮的感应 LED 灯：Edward Pennock 为珍视衣物的人考虑了每一处细节。衣柜可由 50 厘米与 100 厘米模块自由组合。',
      ],
    },
    technicalData: {
      it: ['Struttura: multistrato impiallacciato rovere', 'Ante: telaio in rovere massello con tessuto teso', 'Interni: cassettiere con frontali in pelle, appendiabiti in rovere e ottone', 'Illuminazione: LED con sensore di apertura', 'Moduli: 50 e 100 cm, altezza 240 cm'],
      en: ['Carcass: oak-veneered plywood', 'Doors: solid oak frame with stretched fabric', 'Interior: drawer units with leather fronts, oak and brass hanging rails', 'Lighting: LED with door sensor', 'Modules: 50 and 100 cm, 240 cm high'],
      de: ['Korpus: Sperrholz mit Eichenfurnier', 'Türen: Rahmen aus Massiveiche mit gespanntem Stoff', 'Innenausstattung: Schubladen mit Lederfronten, Kleiderstangen aus Eiche und Messing', 'Beleuchtung: LED mit Türsensor', 'Module: 50 und 100 cm, Höhe 240 cm'],
      es: ['Estructura: contrachapado chapado en roble', 'Puertas: bastidor de roble macizo con tejido tensado', 'Interior: cajoneras con frentes de piel, barras de roble y latón', 'Iluminación: LED con sensor de apertura', 'Módulos: 50 y 100 cm, 240 cm de alto'],
      fr: ['Caisson : contreplaqué plaqué chêne', 'Portes : cadre en chêne massif et tissu tendu', 'Intérieur : tiroirs à façades en cuir, penderies en chêne et laiton', "Éclairage : LED avec détecteur d'ouverture", 'Modules : 50 et 100 cm, hauteur 240 cm'],
      ru: ['Корпус: фанера, облицованная дубовым шпоном', 'Дверцы: рама из массива дуба с натянутой тканью', 'Внутреннее наполнение: ящики с кожаными фасадами, штанги из дуба и латуни', 'Подсветка: LED с датчиком открывания', 'Модули: 50 и 100 см, высота 240 см'],
      zh: ['柜体：橡木贴皮多层板', '门板：实木橡木框架绷以织物', '内部：皮革面板抽屉，橡木与黄铜挂衣杆', '照明：开门感应 LED', '模块：50 与 100 厘米，高 240 厘米'],
    },
    family: 'velo',
    designers: ['edward-pennock'],
    type: 'furniture',
    image: { shape: 'wardrobe', colour: '#e9e2d4', accent: '#a88a66' },
    materialCategories: ['LEGNI', 'TESS', 'PLE', 'METALLI'],
    materials: ['LEGNI 03', 'LEGNI 06', 'TESS 103', 'TESS 110', 'PLE 12', 'METALLI 04'],
    versions: [
      version('furniture', 'AV-BDR-003-100', { it: '2 ante', en: '2 doors', de: '2-türig', es: '2 puertas', fr: '2 portes', ru: 'Двухдверный', zh: '双门' }, [100, 240, 62], [pkg(1, 248, 68, 15, 74), pkg(1, 244, 54, 10, 28)], 8900),
      version('furniture', 'AV-BDR-003-200', { it: '4 ante', en: '4 doors', de: '4-türig', es: '4 puertas', fr: '4 portes', ru: 'Четырёхдверный', zh: '四门' }, [200, 240, 62], [pkg(2, 248, 68, 15, 74), pkg(2, 244, 54, 10, 28)], 14600),
    ],
    usage: usage(),
    related: ['velo-bed', 'selene-dresser', 'specchio-mirror'],
  },
  {
    key: 'cirro-bench',
    code: 'AV-BDR-004',
    category: 'bedroom-sets',
    name: { it: 'Panca Cirro', en: 'Cirro bench', de: 'Bettbank Cirro', es: 'Banqueta Cirro', fr: 'Banquette Cirro', ru: 'Банкетка Cirro', zh: 'Cirro 床尾凳' },
    tagline: {
      it: 'La panca fondoletto che completa la morbidezza di Cirro.',
      en: "The end-of-bed bench that completes Cirro's softness.",
      de: 'Die Bettbank, die die Weichheit von Cirro vollendet.',
      es: 'La banqueta de pie de cama que completa la suavidad de Cirro.',
      fr: 'La banquette de bout de lit qui prolonge la douceur de Cirro.',
      ru: 'Банкетка для изножья, завершающая мягкость Cirro.',
      zh: '延续 Cirro 柔软质感的床尾凳。',
    },
    description: {
      it: [
        'Pensata per i piedi del letto Cirro, la panca ne riprende i volumi arrotondati e il rivestimento che scende fino a terra. È il posto dove appoggiare il plaid la sera, sedersi per allacciare le scarpe, posare la valigia al ritorno da un viaggio.',
        'La seduta, imbottita in poliuretano e fibra, è abbastanza sostenuta da accogliere comodamente anche una lunga sosta. Nella versione contenitore, il piano si solleva su cerniere silenziose e rivela un vano foderato in tessuto.',
      ],
      en: [
        'Designed for the foot of the Cirro bed, the bench echoes its rounded volumes and floor-length cover. It is the place to leave a throw at night, to sit and lace up your shoes, to set down a suitcase on returning from a journey.',
        'The seat, padded with polyurethane and fibre, is firm enough to stay comfortable for longer sitting. In the storage version, the top lifts on silent hinges to reveal a fabric-lined compartment.',
      ],
      de: [
        'Für das Fußende des Bettes Cirro entworfen, greift die Bank dessen gerundete Volumen und den bodenlangen Bezug auf. Hier legt man abends die Decke ab, setzt sich zum Schuhebinden oder stellt nach einer Reise den Koffer ab.',
        'Die mit Polyurethan und Faser gepolsterte Sitzfläche ist fest genug, um auch länger bequem darauf zu sitzen. In der Version mit Stauraum hebt sich die Sitzfläche auf geräuschlosen Scharnieren und gibt ein mit Stoff ausgekleidetes Fach frei.',
      ],
      es: [
        'Pensada para los pies de la cama Cirro, la banqueta retoma sus volúmenes redondeados y la tapicería que llega hasta el suelo. Es el lugar donde dejar la manta por la noche, sentarse a atarse los zapatos o apoyar la maleta al volver de un viaje.',
        'El asiento, acolchado con poliuretano y fibra, es lo bastante firme para sentarse cómodamente durante largo rato. En la versión con arcón, el asiento se levanta sobre bisagras silenciosas y descubre un hueco forrado de tejido.',
      ],
      fr: [
        "Pensée pour le pied du lit Cirro, la banquette en reprend les volumes arrondis et le revêtement qui descend jusqu'au sol. C'est là qu'on pose le plaid le soir, qu'on s'assoit pour lacer ses chaussures ou qu'on dépose sa valise au retour d'un voyage.",
        "L'assise, rembourrée de polyuréthane et de fibre, est assez ferme pour qu'on s'y attarde. Dans la version coffre, le plateau se soulève sur des charnières silencieuses et révèle un compartiment doublé de tissu.",
      ],
      ru: [
        'Созданная для изножья кровати Cirro, банкетка повторяет её округлые объёмы и обивку, спускающуюся до пола. Сюда вечером кладут плед, здесь садятся, чтобы зашнуровать ботинки, сюда ставят чемодан, вернувшись из поездки.',
        'Сиденье с наполнением из пенополиуретана и волокна достаточно упругое, чтобы на нём было удобно сидеть долго. В версии с ящиком сиденье поднимается на бесшумных петлях, открывая отделение, отделанное тканью.',
      ],
      zh: [
        '这款长凳专为 Cirro 床尾设计，延续其圆润体量与垂地外套。夜晚可在此放下盖毯，清晨可坐下系好鞋带，旅行归来也可在此安放行李箱。',
        '座面以聚氨酯与纤维填充，软硬适中，久坐依然舒适。储物版本的座面以静音铰链开启，内设织物衬里的收纳空间。',
      ],
    },
    technicalData: {
      it: ['Struttura: multistrato di betulla', 'Seduta: poliuretano e fibra', 'Rivestimento: bouclé, velluto o pelle, sfoderabile', 'Versione contenitore: cerniere ammortizzate, interno foderato'],
      en: ['Frame: birch plywood', 'Seat: polyurethane and fibre', 'Cover: bouclé, velvet or leather, removable', 'Storage version: soft-close hinges, lined interior'],
      de: ['Gestell: Birkensperrholz', 'Sitz: Polyurethan und Faser', 'Bezug: Bouclé, Samt oder Leder, abziehbar', 'Version mit Stauraum: gedämpfte Scharniere, ausgekleidetes Inneres'],
      es: ['Estructura: contrachapado de abedul', 'Asiento: poliuretano y fibra', 'Tapizado: bouclé, terciopelo o piel, desenfundable', 'Versión con arcón: bisagras amortiguadas, interior forrado'],
      fr: ['Structure : contreplaqué de bouleau', 'Assise : polyuréthane et fibre', 'Revêtement : bouclé, velours ou cuir, déhoussable', 'Version coffre : charnières amorties, intérieur doublé'],
      ru: ['Каркас: берёзовая фанера', 'Сиденье: пенополиуретан и волокно', 'Обивка: букле, бархат или кожа, съёмная', 'Версия с ящиком: петли с доводчиком, отделка внутри'],
      zh: ['结构：桦木多层板', '座面：聚氨酯与纤维', '外套：羊羔绒、天鹅绒或皮革，可拆卸', '储物款：缓冲铰链，内部衬里'],
    },
    family: 'cirro',
    designers: ['rafael-duarte-lins'],
    type: 'bench',
    image: { shape: 'bench', colour: '#efe8dc', accent: '#c2b39f' },
    materialCategories: ['TESS', 'PLE', 'LEGNI'],
    materials: ['TESS 105', 'TESS 107', 'PLE 09', 'LEGNI 05'],
    versions: [
      version('bench', 'AV-BDR-004-B', { it: 'Panca', en: 'Bench', de: 'Bank', es: 'Banqueta', fr: 'Banquette', ru: 'Банкетка', zh: '长凳' }, [150, 45, 48, 45], [pkg(1, 158, 52, 55, 22)], 2400),
      version('bench', 'AV-BDR-004-C', { it: 'Panca contenitore', en: 'Storage bench', de: 'Truhenbank', es: 'Banqueta con arcón', fr: 'Banquette coffre', ru: 'Банкетка с ящиком', zh: '储物长凳' }, [150, 45, 48, 45], [pkg(1, 158, 52, 55, 29)], 2900),
    ],
    usage: usage({ newArrival: true }),
    related: ['cirro-bed', 'aurora-bed', 'cuscino-cushion'],
  },
]

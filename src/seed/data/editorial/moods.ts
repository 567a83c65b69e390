import type { MoodSeed } from '../types'

/** Six atmospheres that pair products with materials; the last two are archived. */
export const moods: MoodSeed[] = [
  {
    key: 'riviera',
    title: { it: 'Riviera', en: 'Riviera', de: 'Riviera', es: 'Riviera', fr: 'Riviera', ru: 'Ривьера', zh: '里维埃拉' },
    intro: {
      it: 'Lino grezzo, legni chiari e pietra levigata dal mare: l’estate ligure portata in casa, dalla terrazza al soggiorno.',
      en: 'Raw linen, pale woods and sea-smoothed stone: a Ligurian summer brought indoors, from the terrace to the living room.',
      de: 'Rohes Leinen, helle Hölzer und vom Meer geschliffener Stein: der ligurische Sommer im eigenen Zuhause, von der Terrasse bis ins Wohnzimmer.',
      es: 'Lino crudo, maderas claras y piedra pulida por el mar: el verano de Liguria dentro de casa, de la terraza al salón.',
      fr: 'Lin brut, bois clairs et pierre polie par la mer : l’été ligure s’invite à la maison, de la terrasse au salon.',
      ru: 'Небеленый лен, светлое дерево и отшлифованный морем камень: лигурийское лето в вашем доме — от террасы до гостиной.',
      zh: '原色亚麻、浅色木材与被海水打磨的石材：将利古里亚的夏日带回家中，从露台一直延伸到客厅。',
    },
    body: {
      it: [
        'Riviera nasce dai ricordi delle case di villeggiatura tra Portofino e Camogli: persiane socchiuse, pavimenti freschi, tende che si muovono con la brezza. Abbiamo tradotto quella luce in una palette di bianchi caldi, sabbia e azzurro polvere.',
        'La poltrona Lido, in teak e corda intrecciata, e la panca Riva vivono sotto il portico in ogni stagione; in soggiorno, la dormeuse Onda in pelle naturale guarda il mare dalla vetrata. Il pouf Sasso e il tavolino Isola completano un angolo di conversazione pensato per le lunghe sere d’estate.',
        'Accostate lini dalla mano sciolta, pietre chiare e metalli spazzolati: il risultato è un ambiente che respira, dove nulla è lucido e tutto invita a rallentare.',
      ],
      en: [
        'Riviera grew out of memories of summer houses between Portofino and Camogli: half-closed shutters, cool floors, curtains stirring in the breeze. We translated that light into a palette of warm whites, sand and powder blue.',
        'The Lido armchair, in teak and woven rope, and the Riva bench live under the porch in every season; indoors, the natural-leather Onda daybed looks out to sea through the French windows. The Sasso pouf and the Isola coffee table complete a conversation corner designed for long summer evenings.',
        'Combine loosely woven linens, pale stones and brushed metals: the result is a room that breathes, where nothing gleams and everything invites you to slow down.',
      ],
      de: [
        'Riviera entstand aus Erinnerungen an Sommerhäuser zwischen Portofino und Camogli: halb geschlossene Fensterläden, kühle Böden, Vorhänge, die sich in der Brise bewegen. Dieses Licht haben wir in eine Palette aus warmen Weißtönen, Sand und Puderblau übersetzt.',
        'Der Sessel Lido aus Teak und geflochtener Kordel und die Bank Riva bleiben bei jedem Wetter auf der Veranda; drinnen blickt das Daybed Onda aus Naturleder durch die Glastür aufs Meer. Der Pouf Sasso und der Couchtisch Isola ergänzen eine Sitzecke, die für lange Sommerabende gemacht ist.',
        'Kombinieren Sie locker gewebtes Leinen, helle Steine und gebürstete Metalle: So entsteht ein Raum, der atmet, in dem nichts glänzt und alles zur Ruhe einlädt.',
      ],
      es: [
        'Riviera nace del recuerdo de las casas de veraneo entre Portofino y Camogli: persianas entornadas, suelos frescos, cortinas que se mecen con la brisa. Hemos traducido esa luz en una paleta de blancos cálidos, arena y azul empolvado.',
        'La butaca Lido, de teca y cuerda trenzada, y el banco Riva viven bajo el porche en todas las estaciones; dentro, el diván Onda de piel natural mira al mar a través del ventanal. El puf Sasso y la mesa baja Isola completan un rincón de conversación pensado para las largas noches de verano.',
        'Combine linos de caída suelta, piedras claras y metales cepillados: el resultado es un ambiente que respira, donde nada brilla y todo invita a bajar el ritmo.',
      ],
      fr: [
        'Riviera est né du souvenir des maisons de vacances entre Portofino et Camogli : volets mi-clos, sols frais, rideaux qui bougent avec la brise. Nous avons traduit cette lumière en une palette de blancs chauds, de sable et de bleu poudré.',
        'Le fauteuil Lido, en teck et corde tressée, et le banc Riva vivent sous la véranda en toute saison ; à l’intérieur, la méridienne Onda en cuir naturel regarde la mer depuis la baie vitrée. Le pouf Sasso et la table basse Isola complètent un coin conversation pensé pour les longues soirées d’été.',
        'Associez des lins à la main souple, des pierres claires et des métaux brossés : le résultat est un intérieur qui respire, où rien ne brille et où tout invite à ralentir.',
      ],
      ru: [
        'Настроение Riviera родилось из воспоминаний о летних домах между Портофино и Камольи: полуприкрытые ставни, прохладные полы, шторы, колышущиеся от бриза. Этот свет мы перевели в палитру теплых белых оттенков, песка и пыльно-голубого.',
        'Кресло Lido из тика с плетением из шнура и скамья Riva круглый год живут на веранде, а в гостиной кушетка Onda из натуральной кожи смотрит на море через панорамное окно. Пуф Sasso и кофейный столик Isola дополняют уголок для бесед, созданный для долгих летних вечеров.',
        'Сочетайте свободно сотканный лен, светлый камень и матовый металл: получится пространство, которое дышит, где ничто не блестит и все располагает к неспешности.',
      ],
      zh: [
        '“里维埃拉”源自波托菲诺与卡莫利之间避暑别墅的记忆：半掩的百叶窗、清凉的地面、随海风轻拂的窗帘。我们将那份光线转化为暖白、沙色与粉蓝交织的色调。',
        '柚木与编绳打造的 Lido 扶手椅和 Riva 长凳四季置于廊下；室内，天然皮革的 Onda 贵妃榻透过落地窗眺望大海。Sasso 坐墩与 Isola 茶几共同围合出一处交谈角落，专为漫长的夏夜而设。',
        '将质地松软的亚麻、浅色石材与拉丝金属相互搭配，空间便有了呼吸：没有炫目的光泽，一切都在邀请你放慢脚步。',
      ],
    },
    cover: { kind: 'outdoor', palette: ['#f3ede2', '#d9c7a7', '#8fb3c4', '#b98b5e', '#4f6f7f'], seed: 201 },
    products: ['onda-daybed', 'lido-armchair', 'sasso-pouf', 'isola-coffee-table', 'riva-bench', 'duna-rug'],
    materials: ['TESSO 01', 'TESSO 02', 'TESS 104', 'LEGNI 09', 'PIETRE 02'],
    archived: false,
    publishedAt: '2025-06-03T09:00:00.000Z',
  },
  {
    key: 'milano-moderna',
    title: { it: 'Milano Moderna', en: 'Milano Moderna', de: 'Milano Moderna', es: 'Milano Moderna', fr: 'Milano Moderna', ru: 'Милано Модерна', zh: '摩登米兰' },
    intro: {
      it: 'Pelle color cognac, noce canaletto, ottone e marmo: l’eleganza razionale degli appartamenti milanesi del dopoguerra, riletta oggi.',
      en: 'Cognac leather, American walnut, brass and marble: the rational elegance of post-war Milanese apartments, seen through today’s eyes.',
      de: 'Cognacfarbenes Leder, Nussbaum, Messing und Marmor: die rationale Eleganz Mailänder Nachkriegswohnungen, neu interpretiert.',
      es: 'Piel color coñac, nogal americano, latón y mármol: la elegancia racional de los pisos milaneses de la posguerra, releída hoy.',
      fr: 'Cuir cognac, noyer américain, laiton et marbre : l’élégance rationnelle des appartements milanais d’après-guerre, revisitée aujourd’hui.',
      ru: 'Кожа цвета коньяка, американский орех, латунь и мрамор: рациональная элегантность миланских квартир послевоенной эпохи в современном прочтении.',
      zh: '干邑色皮革、胡桃木、黄铜与大理石：以当代视角重新诠释米兰战后公寓的理性优雅。',
    },
    body: {
      it: [
        'Negli anni Cinquanta Milano inventò un modo nuovo di abitare: boiserie in legno, pavimenti in marmo alla palladiana, librerie a tutta parete e luci che sembravano sculture. Milano Moderna rende omaggio a quella stagione senza nostalgia.',
        'Il divano Astor e la poltrona Brera, in pelle pieno fiore e noce massello, dialogano con il tavolo Tavola in rovere e con una libreria a giorno che sale fino al soffitto. La sospensione Goccia, in vetro soffiato color ambra, porta nella stanza una luce calda e diffusa, mentre lo specchio da parete raddoppia la profondità dello spazio.',
      ],
      en: [
        'In the 1950s Milan invented a new way of living: wood panelling, palladiana marble floors, wall-to-wall bookcases and lamps that looked like sculptures. Milano Moderna pays tribute to that era without nostalgia.',
        'The Astor sofa and the Brera armchair, in full-grain leather and solid walnut, converse with the oak Tavola table and an open bookcase rising to the ceiling. The amber mouth-blown glass Goccia pendant fills the room with warm, diffused light, while the wall mirror doubles the depth of the space.',
      ],
      de: [
        'In den 1950er-Jahren erfand Mailand eine neue Art zu wohnen: Holzvertäfelungen, Palladiana-Marmorböden, raumhohe Bücherregale und Leuchten, die wie Skulpturen wirkten. Milano Moderna würdigt diese Zeit ohne Nostalgie.',
        'Das Sofa Astor und der Sessel Brera aus Vollnarbenleder und massivem Nussbaum treten in Dialog mit dem Eichentisch Tavola und einem offenen Bücherregal bis unter die Decke. Die Pendelleuchte Goccia aus bernsteinfarbenem, mundgeblasenem Glas taucht den Raum in warmes, weiches Licht, während der Wandspiegel seine Tiefe verdoppelt.',
      ],
      es: [
        'En los años cincuenta Milán inventó una nueva forma de habitar: boiseries de madera, suelos de mármol a la palladiana, librerías de pared a pared y lámparas que parecían esculturas. Milano Moderna rinde homenaje a aquella época sin nostalgia.',
        'El sofá Astor y la butaca Brera, en piel plena flor y nogal macizo, dialogan con la mesa Tavola de roble y con una librería abierta que sube hasta el techo. La lámpara de suspensión Goccia, de vidrio soplado color ámbar, llena la estancia de una luz cálida y difusa, mientras el espejo de pared duplica la profundidad del espacio.',
      ],
      fr: [
        'Dans les années 1950, Milan a inventé une nouvelle manière d’habiter : boiseries, sols en marbre palladiana, bibliothèques murales et luminaires aux allures de sculptures. Milano Moderna rend hommage à cette époque sans nostalgie.',
        'Le canapé Astor et le fauteuil Brera, en cuir pleine fleur et noyer massif, dialoguent avec la table Tavola en chêne et une bibliothèque ouverte qui monte jusqu’au plafond. La suspension Goccia en verre soufflé ambré diffuse une lumière chaude et enveloppante, tandis que le miroir mural double la profondeur de la pièce.',
      ],
      ru: [
        'В 1950-е годы Милан придумал новый образ жизни: деревянные панели, мраморные полы палладиана, книжные стеллажи во всю стену и светильники, похожие на скульптуры. «Милано Модерна» отдает дань этой эпохе без ностальгии.',
        'Диван Astor и кресло Brera из кожи полной зернистости и массива ореха ведут диалог с дубовым столом Tavola и открытым стеллажом до самого потолка. Подвесной светильник Goccia из янтарного выдувного стекла наполняет комнату теплым рассеянным светом, а настенное зеркало зрительно удваивает глубину пространства.',
      ],
      zh: [
        '二十世纪五十年代，米兰开创了一种全新的居住方式：木质护墙板、帕拉迪亚纳拼花大理石地面、整面墙的书架，以及宛如雕塑的灯具。“摩登米兰”向那个时代致敬，却不流于怀旧。',
        '全粒面皮革与实心胡桃木打造的 Astor 沙发和 Brera 扶手椅，与橡木 Tavola 餐桌及直抵天花板的开放式书架彼此呼应。琥珀色手工吹制玻璃的 Goccia 吊灯洒下温暖柔和的光线，墙面镜则让空间的纵深加倍。',
      ],
    },
    cover: { kind: 'living', palette: ['#e9e1d3', '#6b4a33', '#a4683a', '#c9a45c', '#2b2a28'], seed: 202 },
    products: ['astor-sofa', 'brera-armchair', 'tavola-dining-table', 'libreria-bookshelf', 'goccia-pendant', 'specchio-mirror'],
    materials: ['PLE 03', 'LEGNI 06', 'LEGNI 03', 'METALLI 04', 'PIETRE 05', 'VETRI ARTISTICI 01'],
    archived: false,
    publishedAt: '2026-05-19T09:00:00.000Z',
  },
  {
    key: 'terra',
    title: { it: 'Terra', en: 'Terra', de: 'Terra', es: 'Terra', fr: 'Terra', ru: 'Терра', zh: '大地' },
    intro: {
      it: 'Travertino, terracotta, pelli naturali e lane materiche: un’atmosfera calda e minerale, radicata nei colori della campagna toscana.',
      en: 'Travertine, terracotta, natural leathers and textured wools: a warm, mineral atmosphere rooted in the colours of the Tuscan countryside.',
      de: 'Travertin, Terrakotta, naturbelassenes Leder und strukturierte Wolle: eine warme, mineralische Atmosphäre, verwurzelt in den Farben der toskanischen Landschaft.',
      es: 'Travertino, terracota, pieles naturales y lanas con textura: una atmósfera cálida y mineral, arraigada en los colores del campo toscano.',
      fr: 'Travertin, terre cuite, cuirs naturels et laines texturées : une atmosphère chaude et minérale, enracinée dans les couleurs de la campagne toscane.',
      ru: 'Травертин, терракота, натуральная кожа и фактурная шерсть: теплая минеральная атмосфера, вдохновленная красками тосканской провинции.',
      zh: '石灰华、赤陶、天然皮革与肌理羊毛：一种温暖而富有矿物质感的氛围，源自托斯卡纳乡间的色彩。',
    },
    body: {
      it: [
        'Terra parla di materie che invecchiano bene. Il travertino con i suoi pori aperti, la pelle conciata al vegetale che si scurisce con il tempo, la lana che conserva l’impronta delle mani: superfici imperfette che rendono una casa vissuta fin dal primo giorno.',
        'Il divano Bruma, profondo e avvolgente, è il centro di questo racconto. Intorno, il tavolino Pietra in pietra piena, il pouf Sasso e il tappeto Luna costruiscono un paesaggio domestico di toni bruciati, ocra e argilla.',
        'Per la tavola, le sedie Margherita in frassino curvato a vapore e il vaso Anfora in ceramica céladon smaltata a mano richiamano la convivialità delle cascine, dove il pranzo della domenica durava fino al tramonto.',
      ],
      en: [
        'Terra is about materials that age well. Travertine with its open pores, vegetable-tanned leather that darkens over time, wool that keeps the imprint of the hands: imperfect surfaces that make a home feel lived-in from the very first day.',
        'The deep, enveloping Bruma sofa is at the heart of this story. Around it, the solid-stone Pietra coffee table, the Sasso pouf and the Luna rug create a domestic landscape of burnt tones, ochre and clay.',
        'At the table, Margherita chairs in steam-bent ash and the hand-glazed celadon ceramic Anfora vase recall the conviviality of farmhouses, where Sunday lunch lasted until sunset.',
      ],
      de: [
        'Terra erzählt von Materialien, die in Würde altern. Travertin mit seinen offenen Poren, pflanzlich gegerbtes Leder, das mit der Zeit nachdunkelt, Wolle, die den Abdruck der Hände bewahrt: unvollkommene Oberflächen, die ein Zuhause vom ersten Tag an bewohnt wirken lassen.',
        'Im Mittelpunkt steht das tiefe, umhüllende Sofa Bruma. Um es herum bilden der Couchtisch Pietra aus massivem Stein, der Pouf Sasso und der Teppich Luna eine Wohnlandschaft aus gebrannten Tönen, Ocker und Ton.',
        'Am Esstisch erinnern die Stühle Margherita aus dampfgebogener Esche und die von Hand seladonglasierte Keramikvase Anfora an die Geselligkeit der Bauernhäuser, wo das Sonntagsessen bis zum Sonnenuntergang dauerte.',
      ],
      es: [
        'Terra habla de materiales que envejecen bien. El travertino con sus poros abiertos, la piel de curtido vegetal que se oscurece con el tiempo, la lana que conserva la huella de las manos: superficies imperfectas que hacen que una casa parezca vivida desde el primer día.',
        'El sofá Bruma, profundo y envolvente, es el centro de este relato. A su alrededor, la mesa baja Pietra en piedra maciza, el puf Sasso y la alfombra Luna construyen un paisaje doméstico de tonos tostados, ocre y arcilla.',
        'En la mesa, las sillas Margherita de fresno curvado al vapor y el jarrón Anfora de cerámica celadón esmaltada a mano evocan la convivencia de las casas de campo, donde la comida del domingo duraba hasta el atardecer.',
      ],
      fr: [
        'Terra parle de matières qui vieillissent bien. Le travertin aux pores ouverts, le cuir tanné végétal qui fonce avec le temps, la laine qui garde l’empreinte des mains : des surfaces imparfaites qui donnent à une maison une âme dès le premier jour.',
        'Le canapé Bruma, profond et enveloppant, est au cœur de ce récit. Autour de lui, la table basse Pietra en pierre massive, le pouf Sasso et le tapis Luna composent un paysage domestique de tons brûlés, d’ocre et d’argile.',
        'À table, les chaises Margherita en frêne cintré à la vapeur et le vase Anfora en céramique céladon émaillée à la main rappellent la convivialité des fermes, où le déjeuner du dimanche se prolongeait jusqu’au coucher du soleil.',
      ],
      ru: [
        'Terra — это рассказ о материалах, которые красиво стареют. Травертин с открытыми порами, кожа растительного дубления, темнеющая со временем, шерсть, хранящая отпечаток рук: несовершенные поверхности делают дом обжитым с первого дня.',
        'В центре этой истории — глубокий, обволакивающий диван Bruma. Вокруг него кофейный столик Pietra из цельного камня, пуф Sasso и ковер Luna создают домашний пейзаж в жженых тонах охры и глины.',
        'За столом стулья Margherita из гнутого паром ясеня и ваза Anfora из керамики с глазурью селадон ручной работы напоминают о застольях в деревенских домах, где воскресный обед продолжался до заката.',
      ],
      zh: [
        '“大地”讲述的是越用越美的材料：布满天然孔隙的石灰华、随时间加深色泽的植鞣皮革、留存双手印记的羊毛。这些不完美的表面，让家从第一天起便有了生活的温度。',
        '深邃包裹的 Bruma 沙发是这个故事的中心。围绕其旁的 Pietra 实心石材茶几、Sasso 坐墩与 Luna 地毯，共同勾勒出一幅焦褐、赭石与陶土色调的居家风景。',
        '餐桌旁，蒸汽弯曲白蜡木制成的 Margherita 餐椅与手工施青瓷釉的 Anfora 陶瓷花瓶，令人想起乡间农舍的欢聚时光——在那里，周日的午餐总要持续到日落。',
      ],
    },
    cover: { kind: 'dining', palette: ['#e8d8c3', '#c08a5b', '#8a4f31', '#5b4636', '#d9b98c'], seed: 203 },
    products: ['bruma-sofa', 'pietra-coffee-table', 'sasso-pouf', 'luna-rug', 'margherita-chair', 'anfora-vase'],
    materials: ['PIETRE 08', 'PIETRE 04', 'PLE 05', 'TESS 112', 'LEGNI 08', 'SUPERFICI 08'],
    archived: false,
    publishedAt: '2025-09-23T09:00:00.000Z',
  },
  {
    key: 'giardino',
    title: { it: 'Giardino', en: 'Giardino', de: 'Giardino', es: 'Giardino', fr: 'Giardino', ru: 'Джардино', zh: '花园' },
    intro: {
      it: 'Verdi salvia, corde intrecciate e pietra lavica: arredi che vivono all’aperto tutto l’anno, tra pergolati, limonaie e cortili.',
      en: 'Sage greens, woven cord and lava stone: furniture that lives outside all year round, among pergolas, lemon houses and courtyards.',
      de: 'Salbeigrün, geflochtene Kordel und Lavastein: Möbel, die das ganze Jahr im Freien leben, zwischen Pergolen, Limonaien und Innenhöfen.',
      es: 'Verdes salvia, cuerda trenzada y piedra volcánica: muebles que viven al aire libre todo el año, entre pérgolas, invernaderos de limoneros y patios.',
      fr: 'Verts sauge, cordage tressé et pierre de lave : un mobilier qui vit dehors toute l’année, entre pergolas, orangeries et cours intérieures.',
      ru: 'Оттенки шалфея, плетеный шнур и вулканический камень: мебель, которая живет на открытом воздухе круглый год — среди пергол, лимонариев и внутренних двориков.',
      zh: '鼠尾草绿、编织绳与熔岩石：全年置身户外的家具，伴随藤架、柠檬温室与庭院四季相依。',
    },
    body: {
      it: [
        'Il giardino all’italiana è un’architettura fatta di siepi, ghiaia e ombra. Giardino ne riprende il rigore e la gioia: sedute leggere, tavoli che non temono la pioggia, tappeti da stendere sotto il pergolato e cuscini da riporre a fine estate.',
        'La sedia Corte, in alluminio e corda intrecciata a mano, si impila e si sposta dove serve; la poltrona Lido e la panca Riva, in teak massello, diventano più belle con il passare delle stagioni. Il tavolino Isola, in pietra lavica smaltata, e il tappeto Trama, in filato riciclato, completano un salotto all’aperto che può restare fuori anche d’inverno.',
      ],
      en: [
        'The Italian garden is an architecture of hedges, gravel and shade. Giardino borrows its rigour and its joy: light seating, tables that do not fear the rain, rugs to spread beneath the pergola and cushions to put away at the end of summer.',
        'The Corte chair, in aluminium and hand-woven cord, stacks and moves wherever it is needed; the Lido armchair and the Riva bench, in solid teak, grow more beautiful with every season. The enamelled lava stone Isola coffee table and the Trama rug in recycled yarn complete an outdoor living room that can stay outside even in winter.',
      ],
      de: [
        'Der italienische Garten ist eine Architektur aus Hecken, Kies und Schatten. Giardino übernimmt seine Strenge und seine Heiterkeit: leichte Sitzmöbel, Tische, die den Regen nicht fürchten, Teppiche für den Platz unter der Pergola und Kissen, die am Ende des Sommers verstaut werden.',
        'Der Stuhl Corte aus Aluminium und handgeflochtener Kordel lässt sich stapeln und dorthin tragen, wo er gebraucht wird; der Sessel Lido und die Bank Riva aus massivem Teak werden mit jeder Saison schöner. Der Couchtisch Isola aus emailliertem Lavastein und der Teppich Trama aus recyceltem Garn vervollständigen ein Wohnzimmer im Freien, das auch im Winter draußen bleiben kann.',
      ],
      es: [
        'El jardín a la italiana es una arquitectura de setos, grava y sombra. Giardino toma de él su rigor y su alegría: asientos ligeros, mesas que no temen la lluvia, alfombras para extender bajo la pérgola y cojines que se guardan al final del verano.',
        'La silla Corte, de aluminio y cuerda trenzada a mano, se apila y se lleva allí donde haga falta; la butaca Lido y el banco Riva, de teca maciza, ganan belleza con el paso de las estaciones. La mesa baja Isola, de piedra volcánica esmaltada, y la alfombra Trama, de hilo reciclado, completan un salón al aire libre que puede quedarse fuera incluso en invierno.',
      ],
      fr: [
        'Le jardin à l’italienne est une architecture de haies, de gravier et d’ombre. Giardino en reprend la rigueur et la joie : des assises légères, des tables qui ne craignent pas la pluie, des tapis à dérouler sous la pergola et des coussins à ranger à la fin de l’été.',
        'La chaise Corte, en aluminium et cordage tressé main, s’empile et se déplace là où on en a besoin ; le fauteuil Lido et le banc Riva, en teck massif, embellissent au fil des saisons. La table basse Isola en pierre de lave émaillée et le tapis Trama en fil recyclé complètent un salon d’extérieur qui peut rester dehors même en hiver.',
      ],
      ru: [
        'Итальянский сад — это архитектура живых изгородей, гравия и тени. Giardino перенимает его строгость и радость: легкие сиденья, столы, которым не страшен дождь, ковры, которые можно расстелить под перголой, и подушки, которые убирают в конце лета.',
        'Стул Corte из алюминия и плетенного вручную шнура легко штабелируется и переносится туда, где он нужен; кресло Lido и скамья Riva из массива тика с каждым сезоном становятся только красивее. Кофейный столик Isola из эмалированного вулканического камня и ковер Trama из переработанной нити дополняют гостиную под открытым небом, которая может оставаться на улице даже зимой.',
      ],
      zh: [
        '意式花园是一种由绿篱、碎石与树荫构成的建筑。“花园”汲取了它的严谨与欢愉：轻盈的座椅、不惧雨水的桌面、可铺展于藤架下的地毯，以及夏末即可收起的靠垫。',
        '以铝材与手工编绳制成的 Corte 座椅可叠放，随处移动；实心柚木的 Lido 扶手椅与 Riva 长凳随着季节更迭愈发动人。搪瓷熔岩石 Isola 茶几与再生纱线 Trama 地毯，共同构成一处即便冬季也可留在户外的露天客厅。',
      ],
    },
    cover: { kind: 'outdoor', palette: ['#e9ecdf', '#9fb08a', '#5d7553', '#d6c6a3', '#c2703d'], seed: 204 },
    products: ['corte-chair', 'lido-armchair', 'riva-bench', 'isola-coffee-table', 'trama-rug'],
    materials: ['TESSO 04', 'TESSO 07', 'PIETRE 04', 'LEGNI 09', 'METALLI 06'],
    archived: false,
    publishedAt: '2026-05-05T09:00:00.000Z',
  },
  {
    key: 'nordic-calm',
    title: { it: 'Nordic Calm', en: 'Nordic Calm', de: 'Nordic Calm', es: 'Nordic Calm', fr: 'Nordic Calm', ru: 'Северный покой', zh: '北欧静谧' },
    intro: {
      it: 'Frassino sbiancato, bouclé color neve e grigi nebbia: una camera e un soggiorno silenziosi, ispirati alla luce bassa dell’inverno nordico.',
      en: 'Bleached ash, snow-white bouclé and misty greys: a quiet bedroom and living room inspired by the low light of the Nordic winter.',
      de: 'Gebleichte Esche, schneeweißes Bouclé und nebliges Grau: ein stilles Schlaf- und Wohnzimmer, inspiriert vom tiefen Licht des nordischen Winters.',
      es: 'Fresno blanqueado, bouclé blanco nieve y grises niebla: un dormitorio y un salón silenciosos, inspirados en la luz baja del invierno nórdico.',
      fr: 'Frêne blanchi, bouclette blanc neige et gris brume : une chambre et un salon silencieux, inspirés par la lumière rasante de l’hiver nordique.',
      ru: 'Беленый ясень, белоснежное букле и туманные серые тона: тихие спальня и гостиная, вдохновленные низким светом северной зимы.',
      zh: '漂白白蜡木、雪白圈圈绒与雾灰色调：宁静的卧室与客厅，灵感源自北欧冬日低斜的光线。',
    },
    body: {
      it: [
        'Nordic Calm è stato il nostro racconto dell’inverno 2024: pochi oggetti, superfici opache e una luce morbida che scivola sui tessuti. La poltrona Nuvola, rivestita in bouclé, e il letto a baldacchino Velo in rovere massello, velato di lino leggero, definivano uno spazio in cui il silenzio diventava un materiale.',
        'L’armadio Velo con le ante in lino, il tappeto tondo Luna in lana e seta e la lampada Lume completavano un ambiente essenziale ma mai freddo. Il mood è oggi in archivio, ma tutti i suoi pezzi restano in collezione.',
      ],
      en: [
        'Nordic Calm was our story for winter 2024: few objects, matt surfaces and a soft light gliding over fabrics. The bouclé-covered Nuvola armchair and the solid oak Velo four-poster bed, veiled in light linen, defined a space in which silence itself became a material.',
        'The Velo wardrobe with its linen doors, the round Luna rug in wool and silk and the Lume lamp completed a pared-back room that never felt cold. The mood is now archived, but all its pieces remain in the collection.',
      ],
      de: [
        'Nordic Calm war unsere Geschichte für den Winter 2024: wenige Objekte, matte Oberflächen und ein weiches Licht, das über die Stoffe gleitet. Der mit Bouclé bezogene Sessel Nuvola und das Himmelbett Velo aus massiver Eiche, verhüllt von leichtem Leinen, schufen einen Raum, in dem die Stille selbst zum Material wurde.',
        'Der Kleiderschrank Velo mit Leinentüren, der runde Teppich Luna aus Wolle und Seide und die Leuchte Lume vollendeten ein reduziertes, aber nie kühles Ambiente. Die Stimmung ist inzwischen archiviert, alle ihre Stücke sind jedoch weiterhin Teil der Kollektion.',
      ],
      es: [
        'Nordic Calm fue nuestro relato del invierno de 2024: pocos objetos, superficies mates y una luz suave que se desliza sobre los tejidos. La butaca Nuvola, tapizada en bouclé, y la cama con dosel Velo de roble macizo, velada por un lino ligero, definían un espacio en el que el silencio se convertía en un material más.',
        'El armario Velo con puertas de lino, la alfombra redonda Luna de lana y seda y la lámpara Lume completaban un ambiente esencial pero nunca frío. Hoy este mood está archivado, aunque todas sus piezas siguen en la colección.',
      ],
      fr: [
        'Nordic Calm était notre récit de l’hiver 2024 : peu d’objets, des surfaces mates et une lumière douce qui glisse sur les tissus. Le fauteuil Nuvola habillé de bouclette et le lit à baldaquin Velo en chêne massif, voilé de lin léger, dessinaient un espace où le silence devenait une matière à part entière.',
        'L’armoire Velo aux portes tendues de lin, le tapis rond Luna en laine et soie et la lampe Lume complétaient un intérieur épuré mais jamais froid. Cette ambiance est désormais archivée, mais toutes ses pièces restent en collection.',
      ],
      ru: [
        'Nordic Calm был нашей историей зимы 2024 года: немного предметов, матовые поверхности и мягкий свет, скользящий по тканям. Кресло Nuvola в обивке из букле и кровать с балдахином Velo из массива дуба, окутанная легким льном, создавали пространство, в котором сама тишина становилась материалом.',
        'Шкаф Velo с льняными дверцами, круглый ковер Luna из шерсти и шелка и лампа Lume дополняли лаконичный, но никогда не холодный интерьер. Сегодня это настроение находится в архиве, однако все его предметы по-прежнему входят в коллекцию.',
      ],
      zh: [
        '“北欧静谧”是我们 2024 年冬季的故事：寥寥数件器物、哑光表面，以及在织物上缓缓流淌的柔光。覆以圈圈绒的 Nuvola 扶手椅与轻覆亚麻纱幔的实心橡木 Velo 四柱床，共同营造出一个让寂静本身成为材质的空间。',
        '亚麻门板的 Velo 衣柜、羊毛与丝混织的圆形 Luna 地毯与 Lume 台灯，使这一空间简约却从不清冷。该主题现已归档，但其中所有作品仍在系列之中。',
      ],
    },
    cover: { kind: 'bedroom', palette: ['#f1efea', '#d8d3ca', '#a9a59c', '#c8b79c', '#6e7377'], seed: 205 },
    products: ['nuvola-armchair', 'velo-bed', 'velo-wardrobe', 'luna-rug', 'lume-table-lamp'],
    materials: ['LEGNI 01', 'LEGNI 03', 'TESS 110', 'TESS 108', 'SUPERFICI 01'],
    archived: true,
    publishedAt: '2024-11-12T09:00:00.000Z',
  },
  {
    key: 'velluto-notturno',
    title: { it: 'Velluto Notturno', en: 'Velluto Notturno', de: 'Velluto Notturno', es: 'Velluto Notturno', fr: 'Velluto Notturno', ru: 'Ночной бархат', zh: '夜色丝绒' },
    intro: {
      it: 'Velluti profondi, laccature color inchiostro e riflessi di vetro fumé: una camera da letto avvolgente come un palco all’opera.',
      en: 'Deep velvets, ink-coloured lacquers and glints of smoked glass: a bedroom as enveloping as a box at the opera.',
      de: 'Tiefe Samtstoffe, tintenfarbene Lacke und Reflexe von Rauchglas: ein Schlafzimmer, so umhüllend wie eine Loge in der Oper.',
      es: 'Terciopelos profundos, lacados color tinta y reflejos de vidrio ahumado: un dormitorio tan envolvente como un palco de ópera.',
      fr: 'Velours profonds, laques couleur encre et reflets de verre fumé : une chambre aussi enveloppante qu’une loge d’opéra.',
      ru: 'Глубокий бархат, лак цвета чернил и отблески дымчатого стекла: спальня, обволакивающая, как ложа в оперном театре.',
      zh: '浓郁丝绒、墨色漆面与烟熏玻璃的光泽：一间如歌剧院包厢般包裹身心的卧室。',
    },
    body: {
      it: [
        'Velluto Notturno ha accompagnato la nostra collezione notte dell’autunno 2024. Blu petrolio, verde bottiglia e bordeaux si rincorrevano sul velluto capitonné del letto Notturno e sulle lacche opache del letto Selene, mentre il profilo in ottone della cassettiera Selene catturava la luce radente delle applique Eco.',
        'Era un invito a trattare la camera come una stanza da vivere, non solo da dormire: cuscini in abbondanza, tessuti che chiedono di essere toccati, ombre calde. Il mood è oggi archiviato; letti e complementi restano disponibili nelle finiture più recenti.',
      ],
      en: [
        'Velluto Notturno accompanied our autumn 2024 bedroom collection. Petrol blue, bottle green and burgundy chased one another across the buttoned velvet of the Notturno bed and the matt lacquers of the Selene bed, while the brass trim of the Selene chest of drawers caught the grazing light of the Eco wall lamps.',
        'It was an invitation to treat the bedroom as a room to live in, not just to sleep in: cushions in abundance, fabrics that ask to be touched, warm shadows. The mood is now archived; the beds and accessories remain available in the latest finishes.',
      ],
      de: [
        'Velluto Notturno begleitete unsere Schlafzimmerkollektion im Herbst 2024. Petrolblau, Flaschengrün und Bordeaux wechselten sich auf dem Capitonné-Samt des Bettes Notturno und den matten Lacken des Bettes Selene ab, während das Messingprofil der Kommode Selene das Streiflicht der Wandleuchten Eco einfing.',
        'Es war eine Einladung, das Schlafzimmer als Wohnraum zu begreifen und nicht nur als Ort zum Schlafen: Kissen in Fülle, Stoffe, die berührt werden wollen, warme Schatten. Die Stimmung ist inzwischen archiviert; Betten und Accessoires sind weiterhin in den aktuellen Ausführungen erhältlich.',
      ],
      es: [
        'Velluto Notturno acompañó nuestra colección de dormitorio del otoño de 2024. Azul petróleo, verde botella y burdeos se sucedían sobre el terciopelo capitoné de la cama Notturno y los lacados mates de la cama Selene, mientras el perfil de latón de la cómoda Selene atrapaba la luz rasante de los apliques Eco.',
        'Era una invitación a vivir el dormitorio, no solo a dormir en él: cojines en abundancia, tejidos que piden ser tocados, sombras cálidas. Hoy este mood está archivado; las camas y los complementos siguen disponibles en los acabados más recientes.',
      ],
      fr: [
        'Velluto Notturno a accompagné notre collection chambre de l’automne 2024. Bleu pétrole, vert bouteille et bordeaux se succédaient sur le velours capitonné du lit Notturno et les laques mates du lit Selene, tandis que le profil en laiton de la commode Selene captait la lumière rasante des appliques Eco.',
        'C’était une invitation à vivre la chambre, et pas seulement à y dormir : des coussins à profusion, des tissus qui appellent la main, des ombres chaudes. L’ambiance est désormais archivée ; lits et accessoires restent disponibles dans les finitions les plus récentes.',
      ],
      ru: [
        'Velluto Notturno сопровождал нашу коллекцию для спальни осенью 2024 года. Оттенки петроля, бутылочно-зеленого и бордо сменяли друг друга на стеганом бархате кровати Notturno и матовых лаках кровати Selene, а латунный профиль комода Selene ловил скользящий свет бра Eco.',
        'Это было приглашение воспринимать спальню как комнату для жизни, а не только для сна: много подушек, ткани, к которым хочется прикоснуться, теплые тени. Сегодня настроение находится в архиве; кровати и аксессуары по-прежнему доступны в актуальных отделках.',
      ],
      zh: [
        '“夜色丝绒”曾伴随我们 2024 年秋季的卧室系列。石油蓝、酒瓶绿与勃艮第红在 Notturno 床的拉扣丝绒与 Selene 床的哑光漆面上交替流转，Selene 斗柜的黄铜饰边则捕捉着 Eco 壁灯的斜射光线。',
        '它邀请人们把卧室当作生活的房间，而不只是睡眠之所：成堆的靠垫、令人忍不住触摸的织物、温暖的阴影。该主题现已归档，床具与配饰仍以最新饰面供应。',
      ],
    },
    cover: { kind: 'bedroom', palette: ['#1f2a33', '#2f4f4f', '#5a1f2b', '#a07c4a', '#3b3a45'], seed: 206 },
    products: ['notturno-bed', 'selene-bed', 'selene-dresser', 'eco-wall-lamp', 'cuscino-cushion'],
    materials: ['TESS 105', 'TESS 103', 'PLE 04', 'SUPERFICI 06', 'VETRI ARTISTICI 03', 'METALLI 02'],
    archived: true,
    publishedAt: '2024-10-08T09:00:00.000Z',
  },
]

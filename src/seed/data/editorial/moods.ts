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
        'La dormeuse Onda e la poltrona Lido si spostano senza sforzo dal soggiorno al portico, grazie a tessuti che resistono al sole e a strutture in legno trattato. Il pouf Sasso e il tavolino Isola completano un angolo di conversazione pensato per le lunghe sere d’estate.',
        'Accostate lini dalla mano sciolta, pietre chiare e metalli spazzolati: il risultato è un ambiente che respira, dove nulla è lucido e tutto invita a rallentare.',
      ],
      en: [
        'Riviera grew out of memories of summer houses between Portofino and Camogli: half-closed shutters, cool floors, curtains stirring in the breeze. We translated that light into a palette of warm whites, sand and powder blue.',
        'The Onda daybed and the Lido armchair move effortlessly from living room to porch, thanks to sun-resistant fabrics and treated wooden frames. The Sasso pouf and the Isola coffee table complete a conversation corner designed for long summer evenings.',
        'Combine loosely woven linens, pale stones and brushed metals: the result is a room that breathes, where nothing gleams and everything invites you to slow down.',
      ],
      de: [
        'Riviera entstand aus Erinnerungen an Sommerhäuser zwischen Portofino und Camogli: halb geschlossene Fensterläden, kühle Böden, Vorhänge, die sich in der Brise bewegen. Dieses Licht haben wir in eine Palette aus warmen Weißtönen, Sand und Puderblau übersetzt.',
        'Das Daybed Onda und der Sessel Lido wandern mühelos vom Wohnzimmer auf die Veranda, dank sonnenbeständiger Stoffe und behandelter Holzgestelle. Der Pouf Sasso und der Couchtisch Isola ergänzen eine Sitzecke, die für lange Sommerabende gemacht ist.',
        'Kombinieren Sie locker gewebtes Leinen, helle Steine und gebürstete Metalle: So entsteht ein Raum, der atmet, in dem nichts glänzt und alles zur Ruhe einlädt.',
      ],
      es: [
        'Riviera nace del recuerdo de las casas de veraneo entre Portofino y Camogli: persianas entornadas, suelos frescos, cortinas que se mecen con la brisa. Hemos traducido esa luz en una paleta de blancos cálidos, arena y azul empolvado.',
        'El diván Onda y la butaca Lido pasan sin esfuerzo del salón al porche gracias a tejidos resistentes al sol y estructuras de madera tratada. El puf Sasso y la mesa baja Isola completan un rincón de conversación pensado para las largas noches de verano.',
        'Combine linos de caída suelta, piedras claras y metales cepillados: el resultado es un ambiente que respira, donde nada brilla y todo invita a bajar el ritmo.',
      ],
      fr: [
        'Riviera est né du souvenir des maisons de vacances entre Portofino et Camogli : volets mi-clos, sols frais, rideaux qui bougent avec la brise. Nous avons traduit cette lumière en une palette de blancs chauds, de sable et de bleu poudré.',
        'La méridienne Onda et le fauteuil Lido passent sans effort du salon à la véranda, grâce à des tissus résistants au soleil et à des structures en bois traité. Le pouf Sasso et la table basse Isola complètent un coin conversation pensé pour les longues soirées d’été.',
        'Associez des lins à la main souple, des pierres claires et des métaux brossés : le résultat est un intérieur qui respire, où rien ne brille et où tout invite à ralentir.',
      ],
      ru: [
        'Настроение Riviera родилось из воспоминаний о летних домах между Портофино и Камольи: полуприкрытые ставни, прохладные полы, шторы, колышущиеся от бриза. Этот свет мы перевели в палитру теплых белых оттенков, песка и пыльно-голубого.',
        'Кушетка Onda и кресло Lido легко переходят из гостиной на веранду благодаря устойчивым к солнцу тканям и каркасам из обработанного дерева. Пуф Sasso и кофейный столик Isola дополняют уголок для бесед, созданный для долгих летних вечеров.',
        'Сочетайте свободно сотканный лен, светлый камень и матовый металл: получится пространство, которое дышит, где ничто не блестит и все располагает к неспешности.',
      ],
      zh: [
        '“里维埃拉”源自波托菲诺与卡莫利之间避暑别墅的记忆：半掩的百叶窗、清凉的地面、随海风轻拂的窗帘。我们将那份光线转化为暖白、沙色与粉蓝交织的色调。',
        'Onda 贵妃榻与 Lido 扶手椅采用耐晒面料与经处理的木质框架，可在客厅与廊下之间自如移动。Sasso 坐墩与 Isola 茶几共同围合出一处交谈角落，专为漫长的夏夜而设。',
        '将质地松软的亚麻、浅色石材与拉丝金属相互搭配，空间便有了呼吸：没有炫目的光泽，一切都在邀请你放慢脚步。',
      ],
    },
    cover: { kind: 'outdoor', palette: ['#f3ede2', '#d9c7a7', '#8fb3c4', '#b98b5e', '#4f6f7f'], seed: 201 },
    products: ['onda-daybed', 'lido-armchair', 'sasso-pouf', 'isola-coffee-table', 'riva-bench', 'duna-rug'],
    materials: ['TESS 104', 'LEGNI 03', 'PIETRE 02', 'METALLI 02'],
    archived: false,
    publishedAt: '2025-03-18T09:00:00.000Z',
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
        'Il divano Astor e la poltrona Brera, rivestiti in pelle pieno fiore, dialogano con il tavolo Tavola e con la libreria a giorno in noce. La sospensione Goccia, in vetro soffiato, porta nella stanza una luce calda e diffusa, mentre lo specchio da parete raddoppia la profondità dello spazio.',
      ],
      en: [
        'In the 1950s Milan invented a new way of living: wood panelling, palladiana marble floors, wall-to-wall bookcases and lamps that looked like sculptures. Milano Moderna pays tribute to that era without nostalgia.',
        'The Astor sofa and the Brera armchair, upholstered in full-grain leather, converse with the Tavola table and the open walnut bookcase. The mouth-blown glass Goccia pendant fills the room with warm, diffused light, while the wall mirror doubles the depth of the space.',
      ],
      de: [
        'In den 1950er-Jahren erfand Mailand eine neue Art zu wohnen: Holzvertäfelungen, Palladiana-Marmorböden, raumhohe Bücherregale und Leuchten, die wie Skulpturen wirkten. Milano Moderna würdigt diese Zeit ohne Nostalgie.',
        'Das Sofa Astor und der Sessel Brera, bezogen mit Vollnarbenleder, treten in Dialog mit dem Tisch Tavola und dem offenen Bücherregal aus Nussbaum. Die Pendelleuchte Goccia aus mundgeblasenem Glas taucht den Raum in warmes, weiches Licht, während der Wandspiegel seine Tiefe verdoppelt.',
      ],
      es: [
        'En los años cincuenta Milán inventó una nueva forma de habitar: boiseries de madera, suelos de mármol a la palladiana, librerías de pared a pared y lámparas que parecían esculturas. Milano Moderna rinde homenaje a aquella época sin nostalgia.',
        'El sofá Astor y la butaca Brera, tapizados en piel plena flor, dialogan con la mesa Tavola y la librería abierta de nogal. La lámpara de suspensión Goccia, de vidrio soplado, llena la estancia de una luz cálida y difusa, mientras el espejo de pared duplica la profundidad del espacio.',
      ],
      fr: [
        'Dans les années 1950, Milan a inventé une nouvelle manière d’habiter : boiseries, sols en marbre palladiana, bibliothèques murales et luminaires aux allures de sculptures. Milano Moderna rend hommage à cette époque sans nostalgie.',
        'Le canapé Astor et le fauteuil Brera, habillés de cuir pleine fleur, dialoguent avec la table Tavola et la bibliothèque ouverte en noyer. La suspension Goccia en verre soufflé diffuse une lumière chaude et enveloppante, tandis que le miroir mural double la profondeur de la pièce.',
      ],
      ru: [
        'В 1950-е годы Милан придумал новый образ жизни: деревянные панели, мраморные полы палладиана, книжные стеллажи во всю стену и светильники, похожие на скульптуры. Milano Moderna отдает дань этой эпохе без ностальгии.',
        'Диван Astor и кресло Brera в коже полной зернистости ведут диалог со столом Tavola и открытым книжным стеллажом из ореха. Подвесной светильник Goccia из выдувного стекла наполняет комнату теплым рассеянным светом, а настенное зеркало зрительно удваивает глубину пространства.',
      ],
      zh: [
        '二十世纪五十年代，米兰开创了一种全新的居住方式：木质护墙板、帕拉迪亚纳拼花大理石地面、整面墙的书架，以及宛如雕塑的灯具。“摩登米兰”向那个时代致敬，却不流于怀旧。',
        '覆以全粒面皮革的 Astor 沙发与 Brera 扶手椅，与 Tavola 餐桌及胡桃木开放式书架彼此呼应。手工吹制玻璃的 Goccia 吊灯洒下温暖柔和的光线，墙面镜则让空间的纵深加倍。',
      ],
    },
    cover: { kind: 'living', palette: ['#e9e1d3', '#6b4a33', '#a4683a', '#c9a45c', '#2b2a28'], seed: 202 },
    products: ['astor-sofa', 'brera-armchair', 'tavola-dining-table', 'libreria-bookshelf', 'goccia-pendant', 'specchio-mirror'],
    materials: ['PLE 03', 'LEGNI 06', 'METALLI 04', 'PIETRE 05', 'VETRI ARTISTICI 01'],
    archived: false,
    publishedAt: '2025-05-06T09:00:00.000Z',
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
        'Per la tavola, le sedie Corte in legno massello e il vaso in ceramica smaltata a mano richiamano la convivialità delle cascine, dove il pranzo della domenica durava fino al tramonto.',
      ],
      en: [
        'Terra is about materials that age well. Travertine with its open pores, vegetable-tanned leather that darkens over time, wool that keeps the imprint of the hands: imperfect surfaces that make a home feel lived-in from the very first day.',
        'The deep, enveloping Bruma sofa is at the heart of this story. Around it, the solid-stone Pietra coffee table, the Sasso pouf and the Luna rug create a domestic landscape of burnt tones, ochre and clay.',
        'At the table, the solid-wood Corte chairs and the hand-glazed ceramic vase recall the conviviality of farmhouses, where Sunday lunch lasted until sunset.',
      ],
      de: [
        'Terra erzählt von Materialien, die in Würde altern. Travertin mit seinen offenen Poren, pflanzlich gegerbtes Leder, das mit der Zeit nachdunkelt, Wolle, die den Abdruck der Hände bewahrt: unvollkommene Oberflächen, die ein Zuhause vom ersten Tag an bewohnt wirken lassen.',
        'Im Mittelpunkt steht das tiefe, umhüllende Sofa Bruma. Um es herum bilden der Couchtisch Pietra aus massivem Stein, der Pouf Sasso und der Teppich Luna eine Wohnlandschaft aus gebrannten Tönen, Ocker und Ton.',
        'Am Esstisch erinnern die Stühle Corte aus Massivholz und die von Hand glasierte Keramikvase an die Geselligkeit der Bauernhäuser, wo das Sonntagsessen bis zum Sonnenuntergang dauerte.',
      ],
      es: [
        'Terra habla de materiales que envejecen bien. El travertino con sus poros abiertos, la piel de curtido vegetal que se oscurece con el tiempo, la lana que conserva la huella de las manos: superficies imperfectas que hacen que una casa parezca vivida desde el primer día.',
        'El sofá Bruma, profundo y envolvente, es el centro de este relato. A su alrededor, la mesa baja Pietra en piedra maciza, el puf Sasso y la alfombra Luna construyen un paisaje doméstico de tonos tostados, ocre y arcilla.',
        'En la mesa, las sillas Corte de madera maciza y el jarrón de cerámica esmaltada a mano evocan la convivencia de las casas de campo, donde la comida del domingo duraba hasta el atardecer.',
      ],
      fr: [
        'Terra parle de matières qui vieillissent bien. Le travertin aux pores ouverts, le cuir tanné végétal qui fonce avec le temps, la laine qui garde l’empreinte des mains : des surfaces imparfaites qui donnent à une maison une âme dès le premier jour.',
        'Le canapé Bruma, profond et enveloppant, est au cœur de ce récit. Autour de lui, la table basse Pietra en pierre massive, le pouf Sasso et le tapis Luna composent un paysage domestique de tons brûlés, d’ocre et d’argile.',
        'À table, les chaises Corte en bois massif et le vase en céramique émaillée à la main rappellent la convivialité des fermes, où le déjeuner du dimanche se prolongeait jusqu’au coucher du soleil.',
      ],
      ru: [
        'Terra — это рассказ о материалах, которые красиво стареют. Травертин с открытыми порами, кожа растительного дубления, темнеющая со временем, шерсть, хранящая отпечаток рук: несовершенные поверхности делают дом обжитым с первого дня.',
        'В центре этой истории — глубокий, обволакивающий диван Bruma. Вокруг него кофейный столик Pietra из цельного камня, пуф Sasso и ковер Luna создают домашний пейзаж в жженых тонах охры и глины.',
        'За столом стулья Corte из массива дерева и керамическая ваза ручной глазуровки напоминают о застольях в деревенских домах, где воскресный обед продолжался до заката.',
      ],
      zh: [
        '“大地”讲述的是越用越美的材料：布满天然孔隙的石灰华、随时间加深色泽的植鞣皮革、留存双手印记的羊毛。这些不完美的表面，让家从第一天起便有了生活的温度。',
        '深邃包裹的 Bruma 沙发是这个故事的中心。围绕其旁的 Pietra 实心石材茶几、Sasso 坐墩与 Luna 地毯，共同勾勒出一幅焦褐、赭石与陶土色调的居家风景。',
        '餐桌旁，Corte 实木餐椅与手工施釉的陶瓷花瓶，令人想起乡间农舍的欢聚时光——在那里，周日的午餐总要持续到日落。',
      ],
    },
    cover: { kind: 'dining', palette: ['#e8d8c3', '#c08a5b', '#8a4f31', '#5b4636', '#d9b98c'], seed: 203 },
    products: ['bruma-sofa', 'pietra-coffee-table', 'sasso-pouf', 'luna-rug', 'corte-chair', 'anfora-vase'],
    materials: ['PIETRE 08', 'PLE 07', 'TESS 112', 'LEGNI 08', 'RESINE 02'],
    archived: false,
    publishedAt: '2025-09-23T09:00:00.000Z',
  },
  {
    key: 'giardino',
    title: { it: 'Giardino', en: 'Giardino', de: 'Giardino', es: 'Giardino', fr: 'Giardino', ru: 'Джардино', zh: '花园' },
    intro: {
      it: 'Verdi salvia, resine colorate e pietre da esterno: arredi che vivono all’aperto tutto l’anno, tra pergolati, limonaie e cortili.',
      en: 'Sage greens, coloured resins and outdoor stones: furniture that lives outside all year round, among pergolas, lemon houses and courtyards.',
      de: 'Salbeigrün, farbige Harze und Naturstein für draußen: Möbel, die das ganze Jahr im Freien leben, zwischen Pergolen, Limonaien und Innenhöfen.',
      es: 'Verdes salvia, resinas de color y piedras de exterior: muebles que viven al aire libre todo el año, entre pérgolas, invernaderos de limoneros y patios.',
      fr: 'Verts sauge, résines colorées et pierres d’extérieur : un mobilier qui vit dehors toute l’année, entre pergolas, orangeries et cours intérieures.',
      ru: 'Оттенки шалфея, цветные смолы и камень для улицы: мебель, которая живет на открытом воздухе круглый год — среди пергол, лимонариев и внутренних двориков.',
      zh: '鼠尾草绿、彩色树脂与户外石材：全年置身户外的家具，伴随藤架、柠檬温室与庭院四季相依。',
    },
    body: {
      it: [
        'Il giardino all’italiana è un’architettura fatta di siepi, ghiaia e ombra. Giardino ne riprende il rigore e la gioia: sedute leggere, tavoli in pietra e resina che non temono la pioggia, luci che accompagnano la cena fino a tarda notte.',
        'Le sedie Vela e Margherita, impilabili e rivestite in tessuti da esterno, circondano il tavolo Ellisse. Il tavolino Satellite segue chi legge all’ombra del pergolato, mentre la lampada da terra Faro, ricaricabile, porta la luce là dove i cavi non arrivano.',
      ],
      en: [
        'The Italian garden is an architecture of hedges, gravel and shade. Giardino borrows its rigour and its joy: light seating, stone and resin tables that do not fear the rain, lamps that carry dinner on late into the night.',
        'The stackable Vela and Margherita chairs, upholstered in outdoor fabrics, gather round the Ellisse table. The Satellite side table follows whoever is reading in the shade of the pergola, while the rechargeable Faro floor lamp brings light where cables cannot reach.',
      ],
      de: [
        'Der italienische Garten ist eine Architektur aus Hecken, Kies und Schatten. Giardino übernimmt seine Strenge und seine Heiterkeit: leichte Sitzmöbel, Tische aus Stein und Harz, die den Regen nicht fürchten, und Leuchten, die das Abendessen bis spät in die Nacht begleiten.',
        'Die stapelbaren Stühle Vela und Margherita mit Outdoor-Bezügen versammeln sich um den Tisch Ellisse. Der Beistelltisch Satellite folgt dem Lesenden in den Schatten der Pergola, und die akkubetriebene Stehleuchte Faro bringt Licht dorthin, wo kein Kabel hinreicht.',
      ],
      es: [
        'El jardín a la italiana es una arquitectura de setos, grava y sombra. Giardino toma de él su rigor y su alegría: asientos ligeros, mesas de piedra y resina que no temen la lluvia, luces que acompañan la cena hasta bien entrada la noche.',
        'Las sillas Vela y Margherita, apilables y tapizadas con tejidos de exterior, rodean la mesa Ellisse. La mesa auxiliar Satellite acompaña a quien lee a la sombra de la pérgola, mientras la lámpara de pie recargable Faro lleva la luz allí donde no llegan los cables.',
      ],
      fr: [
        'Le jardin à l’italienne est une architecture de haies, de gravier et d’ombre. Giardino en reprend la rigueur et la joie : des assises légères, des tables en pierre et en résine qui ne craignent pas la pluie, des lumières qui prolongent le dîner tard dans la nuit.',
        'Les chaises Vela et Margherita, empilables et habillées de tissus d’extérieur, entourent la table Ellisse. La table d’appoint Satellite suit le lecteur à l’ombre de la pergola, tandis que le lampadaire rechargeable Faro apporte la lumière là où les câbles ne vont pas.',
      ],
      ru: [
        'Итальянский сад — это архитектура живых изгородей, гравия и тени. Giardino перенимает его строгость и радость: легкие сиденья, столы из камня и смолы, которым не страшен дождь, светильники, продлевающие ужин до поздней ночи.',
        'Штабелируемые стулья Vela и Margherita с обивкой из уличных тканей окружают стол Ellisse. Приставной столик Satellite следует за читающим в тень перголы, а беспроводной торшер Faro приносит свет туда, куда не дотянуть кабель.',
      ],
      zh: [
        '意式花园是一种由绿篱、碎石与树荫构成的建筑。“花园”汲取了它的严谨与欢愉：轻盈的座椅、不惧雨水的石材与树脂桌面，以及陪伴晚餐直至深夜的灯光。',
        '可叠放的 Vela 与 Margherita 餐椅覆以户外面料，环绕 Ellisse 餐桌。Satellite 边几随阅读者移入藤架下的阴凉，可充电的 Faro 落地灯则将光亮带到线缆无法抵达之处。',
      ],
    },
    cover: { kind: 'outdoor', palette: ['#e9ecdf', '#9fb08a', '#5d7553', '#d6c6a3', '#c2703d'], seed: 204 },
    products: ['vela-chair', 'margherita-chair', 'ellisse-table', 'satellite-side-table', 'faro-floor-lamp'],
    materials: ['RESINE 03', 'PIETRE 04', 'TESS 115', 'METALLI 03', 'LEGNI 09'],
    archived: false,
    publishedAt: '2026-03-31T09:00:00.000Z',
  },
  {
    key: 'nordic-calm',
    title: { it: 'Nordic Calm', en: 'Nordic Calm', de: 'Nordic Calm', es: 'Nordic Calm', fr: 'Nordic Calm', ru: 'Северный покой', zh: '北欧静谧' },
    intro: {
      it: 'Rovere sbiancato, bouclé color latte e grigi nebbia: una camera e un soggiorno silenziosi, ispirati alla luce bassa dell’inverno nordico.',
      en: 'Bleached oak, milk-white bouclé and misty greys: a quiet bedroom and living room inspired by the low light of the Nordic winter.',
      de: 'Gebleichte Eiche, milchweißes Bouclé und nebliges Grau: ein stilles Schlaf- und Wohnzimmer, inspiriert vom tiefen Licht des nordischen Winters.',
      es: 'Roble blanqueado, bouclé color leche y grises niebla: un dormitorio y un salón silenciosos, inspirados en la luz baja del invierno nórdico.',
      fr: 'Chêne blanchi, bouclette couleur lait et gris brume : une chambre et un salon silencieux, inspirés par la lumière rasante de l’hiver nordique.',
      ru: 'Беленый дуб, молочное букле и туманные серые тона: тихие спальня и гостиная, вдохновленные низким светом северной зимы.',
      zh: '漂白橡木、奶白色圈圈绒与雾灰色调：宁静的卧室与客厅，灵感源自北欧冬日低斜的光线。',
    },
    body: {
      it: [
        'Nordic Calm è stato il nostro racconto dell’inverno 2024: pochi oggetti, superfici opache e una luce morbida che scivola sui tessuti. La poltrona Nuvola, rivestita in bouclé, e il letto Cirro in rovere chiaro definivano uno spazio in cui il silenzio diventava un materiale.',
        'La panca Cirro ai piedi del letto, il tappeto Trama tessuto a mano e la lampada Lume completavano un ambiente essenziale ma mai freddo. Il mood è oggi in archivio, ma molti dei suoi pezzi restano in collezione.',
      ],
      en: [
        'Nordic Calm was our story for winter 2024: few objects, matt surfaces and a soft light gliding over fabrics. The bouclé-covered Nuvola armchair and the pale oak Cirro bed defined a space in which silence itself became a material.',
        'The Cirro bench at the foot of the bed, the hand-woven Trama rug and the Lume lamp completed a pared-back room that never felt cold. The mood is now archived, but many of its pieces remain in the collection.',
      ],
      de: [
        'Nordic Calm war unsere Geschichte für den Winter 2024: wenige Objekte, matte Oberflächen und ein weiches Licht, das über die Stoffe gleitet. Der mit Bouclé bezogene Sessel Nuvola und das Bett Cirro aus heller Eiche schufen einen Raum, in dem die Stille selbst zum Material wurde.',
        'Die Bank Cirro am Fußende, der handgewebte Teppich Trama und die Leuchte Lume vollendeten ein reduziertes, aber nie kühles Ambiente. Die Stimmung ist inzwischen archiviert, viele ihrer Stücke sind jedoch weiterhin Teil der Kollektion.',
      ],
      es: [
        'Nordic Calm fue nuestro relato del invierno de 2024: pocos objetos, superficies mates y una luz suave que se desliza sobre los tejidos. La butaca Nuvola, tapizada en bouclé, y la cama Cirro de roble claro definían un espacio en el que el silencio se convertía en un material más.',
        'El banco Cirro a los pies de la cama, la alfombra Trama tejida a mano y la lámpara Lume completaban un ambiente esencial pero nunca frío. Hoy este mood está archivado, aunque muchas de sus piezas siguen en la colección.',
      ],
      fr: [
        'Nordic Calm était notre récit de l’hiver 2024 : peu d’objets, des surfaces mates et une lumière douce qui glisse sur les tissus. Le fauteuil Nuvola habillé de bouclette et le lit Cirro en chêne clair dessinaient un espace où le silence devenait une matière à part entière.',
        'Le banc Cirro au pied du lit, le tapis Trama tissé à la main et la lampe Lume complétaient un intérieur épuré mais jamais froid. Cette ambiance est désormais archivée, mais nombre de ses pièces restent en collection.',
      ],
      ru: [
        'Nordic Calm был нашей историей зимы 2024 года: немного предметов, матовые поверхности и мягкий свет, скользящий по тканям. Кресло Nuvola в обивке из букле и кровать Cirro из светлого дуба создавали пространство, в котором сама тишина становилась материалом.',
        'Скамья Cirro в изножье кровати, ковер ручной работы Trama и лампа Lume дополняли лаконичный, но никогда не холодный интерьер. Сегодня это настроение находится в архиве, однако многие его предметы по-прежнему входят в коллекцию.',
      ],
      zh: [
        '“北欧静谧”是我们 2024 年冬季的故事：寥寥数件器物、哑光表面，以及在织物上缓缓流淌的柔光。覆以圈圈绒的 Nuvola 扶手椅与浅色橡木 Cirro 床，共同营造出一个让寂静本身成为材质的空间。',
        '床尾的 Cirro 长凳、手工编织的 Trama 地毯与 Lume 台灯，使这一空间简约却从不清冷。该主题现已归档，但其中许多作品仍在系列之中。',
      ],
    },
    cover: { kind: 'bedroom', palette: ['#f1efea', '#d8d3ca', '#a9a59c', '#c8b79c', '#6e7377'], seed: 205 },
    products: ['nuvola-armchair', 'cirro-bed', 'cirro-bench', 'trama-rug', 'lume-table-lamp'],
    materials: ['LEGNI 01', 'TESS 110', 'TESSO 05', 'SUPERFICI 02'],
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
        'Velluto Notturno ha accompagnato la nostra collezione notte dell’autunno 2024. Blu petrolio, verde bottiglia e bordeaux si rincorrevano sui velluti dei letti Notturno e Selene, mentre il comò Selene laccato lucido rifletteva la luce radente delle applique Eco.',
        'Era un invito a trattare la camera come una stanza da vivere, non solo da dormire: cuscini in abbondanza, tessuti che chiedono di essere toccati, ombre calde. Il mood è oggi archiviato; letti e complementi restano disponibili nelle finiture più recenti.',
      ],
      en: [
        'Velluto Notturno accompanied our autumn 2024 bedroom collection. Petrol blue, bottle green and burgundy chased one another across the velvets of the Notturno and Selene beds, while the high-gloss lacquered Selene dresser reflected the grazing light of the Eco wall lamps.',
        'It was an invitation to treat the bedroom as a room to live in, not just to sleep in: cushions in abundance, fabrics that ask to be touched, warm shadows. The mood is now archived; the beds and accessories remain available in the latest finishes.',
      ],
      de: [
        'Velluto Notturno begleitete unsere Schlafzimmerkollektion im Herbst 2024. Petrolblau, Flaschengrün und Bordeaux wechselten sich auf den Samtbezügen der Betten Notturno und Selene ab, während die hochglanzlackierte Kommode Selene das Streiflicht der Wandleuchten Eco spiegelte.',
        'Es war eine Einladung, das Schlafzimmer als Wohnraum zu begreifen und nicht nur als Ort zum Schlafen: Kissen in Fülle, Stoffe, die berührt werden wollen, warme Schatten. Die Stimmung ist inzwischen archiviert; Betten und Accessoires sind weiterhin in den aktuellen Ausführungen erhältlich.',
      ],
      es: [
        'Velluto Notturno acompañó nuestra colección de dormitorio del otoño de 2024. Azul petróleo, verde botella y burdeos se sucedían sobre los terciopelos de las camas Notturno y Selene, mientras la cómoda Selene lacada en brillo reflejaba la luz rasante de los apliques Eco.',
        'Era una invitación a vivir el dormitorio, no solo a dormir en él: cojines en abundancia, tejidos que piden ser tocados, sombras cálidas. Hoy este mood está archivado; las camas y los complementos siguen disponibles en los acabados más recientes.',
      ],
      fr: [
        'Velluto Notturno a accompagné notre collection chambre de l’automne 2024. Bleu pétrole, vert bouteille et bordeaux se succédaient sur les velours des lits Notturno et Selene, tandis que la commode Selene laquée brillante reflétait la lumière rasante des appliques Eco.',
        'C’était une invitation à vivre la chambre, et pas seulement à y dormir : des coussins à profusion, des tissus qui appellent la main, des ombres chaudes. L’ambiance est désormais archivée ; lits et accessoires restent disponibles dans les finitions les plus récentes.',
      ],
      ru: [
        'Velluto Notturno сопровождал нашу коллекцию для спальни осенью 2024 года. Оттенки петроля, бутылочно-зеленого и бордо сменяли друг друга на бархате кроватей Notturno и Selene, а глянцевый лакированный комод Selene отражал скользящий свет бра Eco.',
        'Это было приглашение воспринимать спальню как комнату для жизни, а не только для сна: много подушек, ткани, к которым хочется прикоснуться, теплые тени. Сегодня настроение находится в архиве; кровати и аксессуары по-прежнему доступны в актуальных отделках.',
      ],
      zh: [
        '“夜色丝绒”曾伴随我们 2024 年秋季的卧室系列。石油蓝、酒瓶绿与勃艮第红在 Notturno 与 Selene 床的丝绒上交替流转，高光漆面的 Selene 斗柜映照着 Eco 壁灯的斜射光线。',
        '它邀请人们把卧室当作生活的房间，而不只是睡眠之所：成堆的靠垫、令人忍不住触摸的织物、温暖的阴影。该主题现已归档，床具与配饰仍以最新饰面供应。',
      ],
    },
    cover: { kind: 'bedroom', palette: ['#1f2a33', '#2f4f4f', '#5a1f2b', '#a07c4a', '#3b3a45'], seed: 206 },
    products: ['notturno-bed', 'selene-bed', 'selene-dresser', 'eco-wall-lamp', 'cuscino-cushion'],
    materials: ['TESSO 07', 'SUPERFICI 06', 'VETRI ARTISTICI 03', 'METALLI 07'],
    archived: true,
    publishedAt: '2024-10-08T09:00:00.000Z',
  },
]

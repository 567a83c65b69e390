import type { L, ProductSeed } from '../types'
import { outdoorUsage, pkg, usage, version } from './helpers'

const fabricSeat: L = { it: 'Seduta in tessuto', en: 'Fabric seat', de: 'Sitz in Stoff', es: 'Asiento de tejido', fr: 'Assise en tissu', ru: 'Сиденье из ткани', zh: '织物座面' }
const leatherSeat: L = { it: 'Seduta in pelle', en: 'Leather seat', de: 'Sitz in Leder', es: 'Asiento de piel', fr: 'Assise en cuir', ru: 'Кожаное сиденье', zh: '皮革座面' }

export const chairs: ProductSeed[] = [
  {
    key: 'margherita-chair',
    code: 'AV-CHR-001',
    category: 'chairs',
    name: { it: 'Sedia Margherita', en: 'Margherita chair', de: 'Stuhl Margherita', es: 'Silla Margherita', fr: 'Chaise Margherita', ru: 'Стул Margherita', zh: 'Margherita 餐椅' },
    tagline: {
      it: 'Uno schienale a petali in frassino curvato, per la tavola di ogni giorno.',
      en: 'A petal-shaped back in bent ash, for the everyday table.',
      de: 'Eine Rückenlehne aus gebogener Esche in Blütenform, für den Tisch des Alltags.',
      es: 'Un respaldo en forma de pétalos de fresno curvado, para la mesa de cada día.',
      fr: 'Un dossier en pétales de frêne cintré, pour la table de tous les jours.',
      ru: 'Спинка-лепестки из гнутого ясеня — для повседневного стола.',
      zh: '弯曲白蜡木花瓣形靠背，为日常餐桌而生。',
    },
    description: {
      it: [
        'Lo schienale di Margherita è composto da cinque stecche di frassino curvato a vapore, disposte a ventaglio come i petali di un fiore. Ogni stecca è sagomata a mano e si unisce al telaio con un incastro a coda di rondine, senza viti né ferramenta a vista.',
        "La seduta, imbottita e rivestita in pelle o tessuto, è ampia e leggermente inclinata all'indietro per lunghe cene in compagnia. Leggera da spostare, pesa appena cinque chili e si adatta tanto alla cucina di casa quanto alla sala di un ristorante.",
      ],
      en: [
        "Margherita's back is made of five steam-bent ash slats, fanned out like the petals of a flower. Each slat is shaped by hand and joined to the frame with a dovetail, without visible screws or hardware.",
        'The seat, padded and covered in leather or fabric, is generous and tilted slightly back for long dinners with friends. Light to move, weighing just five kilos, Margherita suits a family kitchen as well as a restaurant dining room.',
      ],
      de: [
        'Die Rückenlehne von Margherita besteht aus fünf dampfgebogenen Eschenstäben, die sich wie die Blütenblätter einer Blume auffächern. Jeder Stab wird von Hand geformt und mit einer Schwalbenschwanzverbindung am Gestell befestigt – ohne sichtbare Schrauben oder Beschläge.',
        'Der gepolsterte Sitz mit Leder- oder Stoffbezug ist großzügig und leicht nach hinten geneigt, für lange Abendessen in geselliger Runde. Mit nur fünf Kilo leicht zu verrücken, passt Margherita in die heimische Küche ebenso wie in einen Restaurantsaal.',
      ],
      es: [
        'El respaldo de Margherita está formado por cinco listones de fresno curvado al vapor, dispuestos en abanico como los pétalos de una flor. Cada listón se moldea a mano y se une al bastidor con un ensamble de cola de milano, sin tornillos ni herrajes a la vista.',
        'El asiento, acolchado y tapizado en piel o tejido, es amplio y ligeramente inclinado hacia atrás para largas cenas en compañía. Fácil de mover, con apenas cinco kilos de peso, Margherita encaja tanto en la cocina de casa como en el comedor de un restaurante.',
      ],
      fr: [
        "Le dossier de Margherita se compose de cinq lattes de frêne cintré à la vapeur, disposées en éventail comme les pétales d'une fleur. Chaque latte est façonnée à la main et reliée au cadre par un assemblage en queue-d'aronde, sans vis ni quincaillerie apparente.",
        "L'assise, rembourrée et habillée de cuir ou de tissu, est large et légèrement inclinée vers l'arrière pour les longs dîners entre amis. Légère à déplacer, avec à peine cinq kilos, Margherita convient aussi bien à la cuisine familiale qu'à la salle d'un restaurant.",
      ],
      ru: [
        'Спинка Margherita состоит из пяти реек ясеня, гнутых паром и расходящихся веером, как лепестки цветка. Каждая рейка обрабатывается вручную и крепится к раме соединением «ласточкин хвост» — без видимых винтов и фурнитуры.',
        'Мягкое сиденье в обивке из кожи или ткани просторное и слегка наклонено назад — для долгих ужинов в компании. Стул весит всего пять килограммов, его легко переставлять, и он одинаково уместен на домашней кухне и в зале ресторана.',
      ],
      zh: [
        'Margherita 的靠背由五根蒸汽弯曲的白蜡木条组成，如花瓣般呈扇形展开。每根木条均手工塑形，以燕尾榫与框架相接，不见任何螺丝或五金件。',
        '座面软包，可选皮革或织物，宽大且微微后倾，适合与亲友共享漫长晚餐。椅子仅重五公斤，移动轻便，无论家中厨房还是餐厅大堂都能从容驾驭。',
      ],
    },
    technicalData: {
      it: ['Struttura: frassino massello, schienale curvato a vapore', 'Giunzioni: incastri a coda di rondine', 'Seduta: imbottita, pelle o tessuto', 'Finitura: naturale, tinto noce o nero a poro aperto', 'Peso: 5 kg'],
      en: ['Frame: solid ash, steam-bent back', 'Joints: dovetail', 'Seat: upholstered, leather or fabric', 'Finish: natural, walnut stain or open-pore black', 'Weight: 5 kg'],
      de: ['Gestell: Massivesche, dampfgebogene Rückenlehne', 'Verbindungen: Schwalbenschwanz', 'Sitz: gepolstert, Leder oder Stoff', 'Oberfläche: natur, nussbaumfarben gebeizt oder schwarz offenporig', 'Gewicht: 5 kg'],
      es: ['Estructura: fresno macizo, respaldo curvado al vapor', 'Ensambles: cola de milano', 'Asiento: tapizado, piel o tejido', 'Acabado: natural, teñido nogal o negro poro abierto', 'Peso: 5 kg'],
      fr: ['Structure : frêne massif, dossier cintré à la vapeur', "Assemblages : queue-d'aronde", 'Assise : rembourrée, cuir ou tissu', 'Finition : naturelle, teinte noyer ou noir pores ouverts', 'Poids : 5 kg'],
      ru: ['Каркас: массив ясеня, спинка гнутая паром', 'Соединения: «ласточкин хвост»', 'Сиденье: мягкое, кожа или ткань', 'Отделка: натуральная, тонировка «орех» или чёрная с открытыми порами', 'Вес: 5 кг'],
      zh: ['结构：实木白蜡木，蒸汽弯曲靠背', '接合：燕尾榫', '座面：软包，皮革或织物', '饰面：原木色、胡桃木色或黑色开放漆', '重量：5 公斤'],
    },
    family: 'tavola',
    designers: ['henrik-aalund'],
    type: 'chair',
    image: { shape: 'chair', colour: '#c49a6c', accent: '#6b4e37' },
    materialCategories: ['LEGNI', 'PLE', 'TESS'],
    materials: ['LEGNI 04', 'LEGNI 07', 'PLE 02', 'PLE 05', 'TESS 104'],
    versions: [
      version('chair', 'AV-CHR-001-T', fabricSeat, [48, 80, 54, 46], [pkg(1, 54, 86, 60, 7)], 980),
      version('chair', 'AV-CHR-001-P', leatherSeat, [48, 80, 54, 46], [pkg(1, 54, 86, 60, 7)], 1180),
    ],
    usage: usage(),
    related: ['tavola-dining-table', 'ellisse-table', 'goccia-pendant'],
  },
  {
    key: 'vela-chair',
    code: 'AV-CHR-002',
    category: 'chairs',
    name: { it: 'Sedia Vela', en: 'Vela chair', de: 'Stuhl Vela', es: 'Silla Vela', fr: 'Chaise Vela', ru: 'Стул Vela', zh: 'Vela 餐椅' },
    tagline: {
      it: 'Uno schienale che si gonfia come una vela, su gambe sottili in metallo.',
      en: 'A back that swells like a sail, on slender metal legs.',
      de: 'Eine Rückenlehne, die sich wie ein Segel bläht, auf schlanken Metallbeinen.',
      es: 'Un respaldo que se hincha como una vela, sobre finas patas de metal.',
      fr: 'Un dossier qui se gonfle comme une voile, sur de fins pieds en métal.',
      ru: 'Спинка, наполненная, как парус, на тонких металлических ножках.',
      zh: '靠背如风帆般鼓起，立于纤细金属椅腿之上。',
    },
    description: {
      it: [
        "Vela è una sedia interamente imbottita, con uno schienale che si apre verso l'alto come una vela gonfiata dal vento e avvolge le spalle di chi siede. Le gambe in metallo brunito, di appena due centimetri di diametro, la fanno sembrare sospesa.",
        "Il guscio in poliuretano stampato a freddo garantisce una forma stabile nel tempo; il rivestimento, cucito a mano con una costura centrale sul retro, è disponibile in pelle o in tessuto. Intorno al tavolo Tavola o all'ovale di Ellisse, Vela porta il comfort del salotto in sala da pranzo.",
      ],
      en: [
        "Vela is a fully upholstered chair, with a back that opens upwards like a sail filled with wind, wrapping the sitter's shoulders. Burnished metal legs just two centimetres in diameter make it seem to float.",
        'The cold-moulded polyurethane shell keeps its shape over time; the cover, hand-sewn with a central seam at the back, comes in leather or fabric. Around the Tavola table or the oval of Ellisse, Vela brings living-room comfort to the dining room.',
      ],
      de: [
        'Vela ist ein vollständig gepolsterter Stuhl, dessen Rückenlehne sich wie ein vom Wind gefülltes Segel nach oben öffnet und die Schultern umfängt. Beine aus brüniertem Metall mit nur zwei Zentimetern Durchmesser lassen ihn schwebend wirken.',
        'Die kaltgeschäumte Polyurethanschale bleibt dauerhaft formstabil; der von Hand genähte Bezug mit einer Mittelnaht auf der Rückseite ist in Leder oder Stoff erhältlich. Am Tisch Tavola oder am Oval von Ellisse bringt Vela den Komfort des Wohnzimmers ins Esszimmer.',
      ],
      es: [
        'Vela es una silla totalmente tapizada, con un respaldo que se abre hacia arriba como una vela hinchada por el viento y envuelve los hombros de quien se sienta. Las patas de metal bruñido, de apenas dos centímetros de diámetro, la hacen parecer suspendida.',
        'La carcasa de poliuretano inyectado en frío garantiza una forma estable en el tiempo; la tapicería, cosida a mano con una costura central en la parte trasera, está disponible en piel o en tejido. Alrededor de la mesa Tavola o del óvalo de Ellisse, Vela lleva el confort del salón al comedor.',
      ],
      fr: [
        "Vela est une chaise entièrement rembourrée, dont le dossier s'ouvre vers le haut comme une voile gonflée par le vent et enveloppe les épaules. Ses pieds en métal bruni, d'à peine deux centimètres de diamètre, la font paraître suspendue.",
        "La coque en polyuréthane moulé à froid garantit une forme stable dans le temps ; le revêtement, cousu main avec une couture centrale au dos, existe en cuir ou en tissu. Autour de la table Tavola ou de l'ovale d'Ellisse, Vela apporte le confort du salon dans la salle à manger.",
      ],
      ru: [
        'Vela — полностью мягкий стул, спинка которого раскрывается кверху, словно наполненный ветром парус, и обнимает плечи сидящего. Ножки из воронёного металла диаметром всего два сантиметра создают ощущение парения.',
        'Корпус из полиуретана холодного формования надолго сохраняет форму; обивка, сшитая вручную с центральным швом на спинке, выполняется из кожи или ткани. За столом Tavola или овальным Ellisse стул Vela приносит в столовую комфорт гостиной.',
      ],
      zh: [
        'Vela 是一把全软包餐椅，靠背向上展开，宛如被风鼓满的船帆，环抱就座者的肩部。直径仅两厘米的做旧金属椅腿，让它仿佛悬浮于空中。',
        '冷发泡聚氨酯壳体经久保持形态；外套以手工缝制，背面设中缝，可选皮革或织物。无论围绕 Tavola 餐桌还是 Ellisse 椭圆桌，Vela 都将客厅的舒适带入餐厅。',
      ],
    },
    technicalData: {
      it: ['Struttura: acciaio e poliuretano stampato a freddo', 'Gambe: metallo brunito, Ø 2 cm', 'Rivestimento: pelle o tessuto, cucito a mano', 'Piedini: feltro'],
      en: ['Frame: steel and cold-moulded polyurethane', 'Legs: burnished metal, Ø 2 cm', 'Cover: leather or fabric, hand-sewn', 'Glides: felt'],
      de: ['Gestell: Stahl und kaltgeschäumtes Polyurethan', 'Beine: brüniertes Metall, Ø 2 cm', 'Bezug: Leder oder Stoff, handgenäht', 'Gleiter: Filz'],
      es: ['Estructura: acero y poliuretano inyectado en frío', 'Patas: metal bruñido, Ø 2 cm', 'Tapizado: piel o tejido, cosido a mano', 'Conteras: fieltro'],
      fr: ['Structure : acier et polyuréthane moulé à froid', 'Pieds : métal bruni, Ø 2 cm', 'Revêtement : cuir ou tissu, cousu main', 'Patins : feutre'],
      ru: ['Каркас: сталь и полиуретан холодного формования', 'Ножки: воронёный металл, Ø 2 см', 'Обивка: кожа или ткань, ручная работа', 'Подпятники: войлок'],
      zh: ['结构：钢材与冷发泡聚氨酯', '椅腿：做旧金属，直径 2 厘米', '外套：皮革或织物，手工缝制', '脚垫：毛毡'],
    },
    family: 'tavola',
    designers: ['marta-ferrandi'],
    type: 'chair',
    image: { shape: 'chair', colour: '#b7a48a', accent: '#2f2a26' },
    materialCategories: ['TESS', 'PLE', 'METALLI'],
    materials: ['TESS 101', 'TESS 108', 'PLE 01', 'PLE 07', 'METALLI 02'],
    versions: [
      version('chair', 'AV-CHR-002-T', fabricSeat, [52, 84, 58, 47], [pkg(1, 58, 90, 64, 9)], 1250),
      version('chair', 'AV-CHR-002-P', leatherSeat, [52, 84, 58, 47], [pkg(1, 58, 90, 64, 9)], 1490),
    ],
    usage: usage(),
    related: ['ellisse-table', 'tavola-dining-table', 'goccia-pendant'],
  },
  {
    key: 'giunco-stool',
    code: 'AV-CHR-003',
    category: 'chairs',
    name: { it: 'Sgabello Giunco', en: 'Giunco stool', de: 'Barhocker Giunco', es: 'Taburete Giunco', fr: 'Tabouret Giunco', ru: 'Барный табурет Giunco', zh: 'Giunco 吧凳' },
    tagline: {
      it: 'Uno sgabello alto con la seduta intrecciata a mano in giunco naturale.',
      en: 'A tall stool with a seat hand-woven in natural rush.',
      de: 'Ein hoher Hocker mit handgeflochtener Sitzfläche aus Naturbinse.',
      es: 'Un taburete alto con el asiento tejido a mano en junco natural.',
      fr: "Un tabouret haut à l'assise tressée main en jonc naturel.",
      ru: 'Высокий табурет с сиденьем ручного плетения из натурального камыша.',
      zh: '高脚凳，座面以天然灯芯草手工编织。',
    },
    description: {
      it: [
        "Giunco rende omaggio all'antica arte degli impagliatori brianzoli: la seduta è intrecciata a mano in giunco palustre, un filo alla volta, secondo un disegno a quattro spicchi che richiede un'intera giornata di lavoro.",
        "Il telaio in rovere massello, con un poggiapiedi in ottone che con l'uso si lucida, è disponibile in due altezze, per il bancone di una cucina o per un bar. Una versione con seduta in cuoio naturale completa la proposta.",
      ],
      en: [
        'Giunco pays tribute to the old art of the Brianza chair-seaters: the seat is hand-woven in marsh rush, one strand at a time, in a four-segment pattern that takes a full day of work.',
        'The solid oak frame, with a brass footrest that polishes with use, comes in two heights, for a kitchen island or a bar counter. A version with a natural leather seat completes the range.',
      ],
      de: [
        'Giunco ist eine Hommage an die alte Kunst der Stuhlflechter aus der Brianza: Die Sitzfläche wird Strang für Strang von Hand aus Sumpfbinse geflochten, in einem Muster aus vier Segmenten, das einen ganzen Arbeitstag erfordert.',
        'Das Gestell aus massiver Eiche mit einer Fußstütze aus Messing, die sich mit dem Gebrauch blank poliert, gibt es in zwei Höhen – für die Kücheninsel oder die Bar. Eine Version mit Sitz aus Naturleder ergänzt das Angebot.',
      ],
      es: [
        'Giunco rinde homenaje al antiguo arte de los silleros de la Brianza: el asiento se teje a mano en junco de pantano, hebra a hebra, siguiendo un dibujo de cuatro gajos que exige toda una jornada de trabajo.',
        'La estructura de roble macizo, con un reposapiés de latón que se abrillanta con el uso, está disponible en dos alturas, para la isla de la cocina o para la barra de un bar. Una versión con asiento de cuero natural completa la propuesta.',
      ],
      fr: [
        "Giunco rend hommage à l'art ancien des rempailleurs de Brianza : l'assise est tressée à la main en jonc des marais, brin après brin, selon un motif en quatre quartiers qui demande une journée entière de travail.",
        "La structure en chêne massif, avec un repose-pieds en laiton qui se patine à l'usage, existe en deux hauteurs, pour un îlot de cuisine ou un comptoir de bar. Une version à assise en cuir naturel complète la proposition.",
      ],
      ru: [
        'Giunco — дань старинному искусству мастеров плетёных сидений из Брианцы: сиденье вручную, прядь за прядью, сплетается из болотного камыша по рисунку из четырёх секторов, на который уходит целый рабочий день.',
        'Каркас из массива дуба с латунной подножкой, которая со временем начищается до блеска, выпускается в двух высотах — для кухонного острова или барной стойки. Версия с сиденьем из натуральной кожи дополняет модель.',
      ],
      zh: [
        'Giunco 向布里安扎古老的编椅工艺致敬：座面以沼泽灯芯草逐股手工编织，呈四瓣图案，需耗费整整一天的工时。',
        '实木橡木框架配黄铜踏脚，越用越亮，提供两种高度，适用于厨房岛台或吧台。另有天然皮革座面版本可供选择。',
      ],
    },
    technicalData: {
      it: ['Struttura: rovere massello', 'Seduta: giunco intrecciato a mano o cuoio naturale', 'Poggiapiedi: ottone massiccio', 'Finitura: olio naturale o tinto scuro'],
      en: ['Frame: solid oak', 'Seat: hand-woven rush or natural leather', 'Footrest: solid brass', 'Finish: natural oil or dark stain'],
      de: ['Gestell: Massiveiche', 'Sitz: handgeflochtene Binse oder Naturleder', 'Fußstütze: Vollmessing', 'Oberfläche: Naturöl oder dunkel gebeizt'],
      es: ['Estructura: roble macizo', 'Asiento: junco tejido a mano o cuero natural', 'Reposapiés: latón macizo', 'Acabado: aceite natural o teñido oscuro'],
      fr: ['Structure : chêne massif', 'Assise : jonc tressé main ou cuir naturel', 'Repose-pieds : laiton massif', 'Finition : huile naturelle ou teinte foncée'],
      ru: ['Каркас: массив дуба', 'Сиденье: камыш ручного плетения или натуральная кожа', 'Подножка: массивная латунь', 'Отделка: натуральное масло или тёмная тонировка'],
      zh: ['结构：实木橡木', '座面：手工编织灯芯草或天然皮革', '踏脚：实心黄铜', '饰面：天然油蜡或深色'],
    },
    family: 'tavola',
    designers: ['henrik-aalund'],
    type: 'chair',
    image: { shape: 'stool', colour: '#c9b27f', accent: '#3b2f26' },
    materialCategories: ['LEGNI', 'PLE', 'METALLI'],
    materials: ['LEGNI 04', 'LEGNI 08', 'PLE 03', 'METALLI 01'],
    versions: [
      version(
        'chair',
        'AV-CHR-003-65',
        { it: 'Da cucina, seduta 65 cm', en: 'Counter height, seat 65 cm', de: 'Thekenhöhe, Sitz 65 cm', es: 'Altura de cocina, asiento 65 cm', fr: 'Hauteur comptoir, assise 65 cm', ru: 'Для кухни, сиденье 65 см', zh: '厨房款，座高 65 厘米' },
        [42, 65, 38, 65],
        [pkg(1, 48, 72, 45, 6)],
        890,
      ),
      version(
        'chair',
        'AV-CHR-003-75',
        { it: 'Da bar, seduta 75 cm', en: 'Bar height, seat 75 cm', de: 'Barhöhe, Sitz 75 cm', es: 'Altura de bar, asiento 75 cm', fr: 'Hauteur bar, assise 75 cm', ru: 'Барный, сиденье 75 см', zh: '吧台款，座高 75 厘米' },
        [44, 75, 40, 75],
        [pkg(1, 50, 82, 46, 7)],
        940,
      ),
    ],
    usage: usage(),
    related: ['tavola-dining-table', 'goccia-pendant', 'margherita-chair'],
  },
  {
    key: 'brera-armchair',
    code: 'AV-CHR-004',
    category: 'chairs',
    name: { it: 'Poltroncina Brera', en: 'Brera dining armchair', de: 'Armlehnstuhl Brera', es: 'Silla con brazos Brera', fr: 'Fauteuil de table Brera', ru: 'Полукресло Brera', zh: 'Brera 扶手餐椅' },
    tagline: {
      it: "Una poltroncina da tavolo in noce e cuoio, dall'eleganza milanese.",
      en: 'A walnut and leather dining armchair with Milanese elegance.',
      de: 'Ein Armlehnstuhl aus Nussbaum und Leder von Mailänder Eleganz.',
      es: 'Una silla con brazos de nogal y cuero, de elegancia milanesa.',
      fr: "Un fauteuil de table en noyer et cuir, d'une élégance milanaise.",
      ru: 'Полукресло из ореха и кожи с миланской элегантностью.',
      zh: '胡桃木与皮革打造的扶手餐椅，尽显米兰式优雅。',
    },
    description: {
      it: [
        'Brera prende il nome dal quartiere degli artisti di Milano e ne condivide lo spirito colto e discreto. I braccioli in noce massello, scolpiti a mano, scendono senza interruzione fino alle gambe posteriori, offrendo un appoggio naturale ai gomiti durante le lunghe conversazioni a tavola.',
        'Lo schienale, leggermente avvolgente, e la seduta sono imbottiti e rivestiti in cuoio o tessuto; una sottile impuntura a contrasto ne disegna il profilo. Brera trova posto anche nello studio, accanto allo Scrittoio, dove il suo comfort accompagna le ore di lavoro.',
      ],
      en: [
        "Brera takes its name from Milan's artists' quarter and shares its cultured, understated spirit. The solid walnut arms, carved by hand, flow seamlessly down into the back legs, offering a natural rest for the elbows during long conversations at the table.",
        'The gently enveloping back and the seat are padded and covered in leather or fabric; a fine contrast topstitch traces their outline. Brera is also at home in the study, beside the Scrittoio desk, where its comfort accompanies long hours of work.',
      ],
      de: [
        'Brera ist nach dem Künstlerviertel Mailands benannt und teilt dessen kultivierten, zurückhaltenden Geist. Die von Hand geschnitzten Armlehnen aus massivem Nussbaum gehen nahtlos in die hinteren Beine über und bieten den Ellbogen bei langen Tischgesprächen eine natürliche Auflage.',
        'Die leicht umschließende Rückenlehne und der Sitz sind gepolstert und mit Leder oder Stoff bezogen; eine feine Kontrastnaht zeichnet ihre Kontur nach. Brera fühlt sich auch im Arbeitszimmer wohl, am Schreibtisch Scrittoio, wo sein Komfort lange Arbeitsstunden begleitet.',
      ],
      es: [
        'Brera toma su nombre del barrio de los artistas de Milán y comparte su espíritu culto y discreto. Los brazos de nogal macizo, tallados a mano, descienden sin interrupción hasta las patas traseras y ofrecen un apoyo natural a los codos durante las largas conversaciones de sobremesa.',
        'El respaldo, ligeramente envolvente, y el asiento están acolchados y tapizados en cuero o tejido; un fino pespunte en contraste dibuja su perfil. Brera encuentra también su lugar en el estudio, junto al escritorio Scrittoio, donde su confort acompaña las horas de trabajo.',
      ],
      fr: [
        "Brera tient son nom du quartier des artistes de Milan, dont il partage l'esprit cultivé et discret. Les accoudoirs en noyer massif, sculptés à la main, se prolongent sans rupture jusqu'aux pieds arrière et offrent un appui naturel aux coudes lors des longues conversations à table.",
        "Le dossier, légèrement enveloppant, et l'assise sont rembourrés et habillés de cuir ou de tissu ; une fine surpiqûre contrastée en dessine le contour. Brera trouve aussi sa place dans le cabinet de travail, près du bureau Scrittoio, où son confort accompagne les longues heures de travail.",
      ],
      ru: [
        'Brera носит имя миланского квартала художников и разделяет его утончённый, сдержанный дух. Подлокотники из массива ореха, вырезанные вручную, плавно переходят в задние ножки и дают естественную опору локтям во время долгих застольных бесед.',
        'Слегка обнимающая спинка и сиденье — мягкие, в обивке из кожи или ткани; тонкая контрастная строчка подчёркивает их контур. Полукресло Brera уместно и в кабинете, рядом с письменным столом Scrittoio, где его комфорт сопровождает долгие часы работы.',
      ],
      zh: [
        'Brera 得名于米兰的艺术家街区，也承袭了那里含蓄而富有学养的气质。手工雕刻的实木胡桃木扶手一气呵成地延伸至后腿，在漫长的餐桌交谈中为手肘提供自然的支撑。',
        '微微环抱的靠背与座面均为软包，可选皮革或织物；一道细致的撞色明线勾勒出轮廓。Brera 同样适合书房，与 Scrittoio 书桌相伴，以舒适陪伴长时间的工作。',
      ],
    },
    technicalData: {
      it: ['Struttura: noce canaletto massello, braccioli scolpiti a mano', 'Seduta e schienale: imbottiti, cuoio o tessuto', 'Dettagli: impuntura a contrasto', 'Finitura: olio naturale'],
      en: ['Frame: solid American walnut, hand-carved arms', 'Seat and back: upholstered, leather or fabric', 'Details: contrast topstitching', 'Finish: natural oil'],
      de: ['Gestell: massiver amerikanischer Nussbaum, handgeschnitzte Armlehnen', 'Sitz und Rücken: gepolstert, Leder oder Stoff', 'Details: Kontrastnaht', 'Oberfläche: Naturöl'],
      es: ['Estructura: nogal americano macizo, brazos tallados a mano', 'Asiento y respaldo: tapizados, cuero o tejido', 'Detalles: pespunte en contraste', 'Acabado: aceite natural'],
      fr: ['Structure : noyer américain massif, accoudoirs sculptés main', 'Assise et dossier : rembourrés, cuir ou tissu', 'Détails : surpiqûre contrastée', 'Finition : huile naturelle'],
      ru: ['Каркас: массив американского ореха, подлокотники ручной резьбы', 'Сиденье и спинка: мягкие, кожа или ткань', 'Детали: контрастная строчка', 'Отделка: натуральное масло'],
      zh: ['结构：实木美国黑胡桃木，手工雕刻扶手', '座面与靠背：软包，皮革或织物', '细节：撞色明线', '饰面：天然油蜡'],
    },
    family: 'tavola',
    designers: ['marta-ferrandi', 'henrik-aalund'],
    type: 'armchair',
    image: { shape: 'chair', colour: '#8a5a3b', accent: '#3b2a20' },
    materialCategories: ['LEGNI', 'PLE', 'TESS'],
    materials: ['LEGNI 01', 'LEGNI 02', 'PLE 04', 'PLE 08', 'TESS 106'],
    versions: [
      version('armchair', 'AV-CHR-004-T', fabricSeat, [58, 78, 56, 46], [pkg(1, 64, 84, 62, 10)], 1850),
      version('armchair', 'AV-CHR-004-P', leatherSeat, [58, 78, 56, 46], [pkg(1, 64, 84, 62, 10)], 2150),
    ],
    usage: usage(),
    related: ['scrittoio-desk', 'tavola-dining-table', 'vela-chair'],
  },
  {
    key: 'corte-chair',
    code: 'AV-CHR-005',
    category: 'chairs',
    name: { it: 'Sedia Corte', en: 'Corte chair', de: 'Stuhl Corte', es: 'Silla Corte', fr: 'Chaise Corte', ru: 'Стул Corte', zh: 'Corte 户外椅' },
    tagline: {
      it: 'Alluminio e corda intrecciata per pranzare in cortile, sotto il pergolato.',
      en: 'Aluminium and woven cord for lunch in the courtyard, under the pergola.',
      de: 'Aluminium und geflochtene Kordel für das Mittagessen im Innenhof, unter der Pergola.',
      es: 'Aluminio y cuerda trenzada para comer en el patio, bajo la pérgola.',
      fr: 'Aluminium et cordage tressé pour déjeuner dans la cour, sous la pergola.',
      ru: 'Алюминий и плетёный шнур — для обеда во дворе, под перголой.',
      zh: '铝材与编织绳，适合在庭院的藤架下共进午餐。',
    },
    description: {
      it: [
        "Corte nasce pensando alle corti lombarde, dove d'estate la tavola si apparecchia all'aperto. Il telaio in alluminio verniciato a polvere, leggero e inattaccabile dalla ruggine, sostiene seduta e schienale intrecciati a mano con una corda sintetica morbida al tatto e insensibile all'acqua.",
        'I braccioli in teak massello offrono un tocco caldo sotto le mani; un cuscino di seduta in tessuto per esterni è disponibile su richiesta. Impilabile fino a quattro pezzi, Corte si ripone facilmente a fine stagione.',
      ],
      en: [
        'Corte was designed with the Lombard courtyards in mind, where in summer the table is laid outdoors. The powder-coated aluminium frame, light and rust-proof, supports a seat and back hand-woven with a synthetic cord that is soft to the touch and impervious to water.',
        'Solid teak armrests add warmth beneath the hands; a seat cushion in outdoor fabric is available on request. Stackable up to four high, Corte is easy to store at the end of the season.',
      ],
      de: [
        'Corte wurde mit Blick auf die lombardischen Innenhöfe entworfen, wo im Sommer unter freiem Himmel gedeckt wird. Das pulverbeschichtete Aluminiumgestell, leicht und rostfrei, trägt Sitz und Rücken, die von Hand mit einer weichen, wasserunempfindlichen Kunstfaserkordel geflochten werden.',
        'Armlehnen aus massivem Teak fühlen sich warm unter den Händen an; ein Sitzkissen aus Outdoor-Stoff ist auf Anfrage erhältlich. Bis zu vier Stück stapelbar, lässt sich Corte am Saisonende mühelos verstauen.',
      ],
      es: [
        'Corte nace pensando en los patios lombardos, donde en verano la mesa se pone al aire libre. La estructura de aluminio lacado en polvo, ligera e inoxidable, sostiene un asiento y un respaldo tejidos a mano con una cuerda sintética suave al tacto e insensible al agua.',
        'Los reposabrazos de teca maciza aportan calidez bajo las manos; un cojín de asiento de tejido para exterior está disponible bajo pedido. Apilable hasta cuatro unidades, Corte se guarda fácilmente al final de la temporada.',
      ],
      fr: [
        "Corte a été pensée pour les cours lombardes, où l'on dresse la table en plein air l'été. Le cadre en aluminium thermolaqué, léger et inoxydable, porte une assise et un dossier tressés à la main avec un cordage synthétique doux au toucher et insensible à l'eau.",
        "Les accoudoirs en teck massif apportent une touche chaleureuse sous la main ; un coussin d'assise en tissu d'extérieur est disponible sur demande. Empilable par quatre, Corte se range facilement en fin de saison.",
      ],
      ru: [
        'Corte создан с мыслью о ломбардских внутренних дворах, где летом стол накрывают под открытым небом. Каркас из алюминия с порошковой окраской, лёгкий и не боящийся коррозии, несёт сиденье и спинку, вручную сплетённые из мягкого синтетического шнура, которому не страшна вода.',
        'Подлокотники из массива тика приятно тёплые на ощупь; подушка сиденья из уличной ткани поставляется по запросу. Стулья Corte штабелируются до четырёх штук и легко убираются на хранение в конце сезона.',
      ],
      zh: [
        'Corte 的灵感来自伦巴第的庭院——夏日里，人们在露天摆开餐桌。粉末喷涂铝制框架轻盈且不生锈，承托着以柔软耐水的合成绳手工编织的座面与靠背。',
        '实木柚木扶手触感温润；可按需选配户外面料坐垫。Corte 最多可叠放四把，季末收纳十分便捷。',
      ],
    },
    technicalData: {
      it: ['Struttura: alluminio verniciato a polvere', 'Seduta e schienale: corda sintetica intrecciata a mano', 'Braccioli: teak massello', 'Impilabile: fino a 4 pezzi', 'Cuscino opzionale: tessuto per esterni'],
      en: ['Frame: powder-coated aluminium', 'Seat and back: hand-woven synthetic cord', 'Armrests: solid teak', 'Stackable: up to 4', 'Optional cushion: outdoor fabric'],
      de: ['Gestell: pulverbeschichtetes Aluminium', 'Sitz und Rücken: handgeflochtene Kunstfaserkordel', 'Armlehnen: Massivteak', 'Stapelbar: bis zu 4 Stück', 'Optionales Kissen: Outdoor-Stoff'],
      es: ['Estructura: aluminio lacado en polvo', 'Asiento y respaldo: cuerda sintética tejida a mano', 'Reposabrazos: teca maciza', 'Apilable: hasta 4 unidades', 'Cojín opcional: tejido de exterior'],
      fr: ['Structure : aluminium thermolaqué', 'Assise et dossier : cordage synthétique tressé main', 'Accoudoirs : teck massif', "Empilable : jusqu'à 4 pièces", "Coussin en option : tissu d'extérieur"],
      ru: ['Каркас: алюминий с порошковой окраской', 'Сиденье и спинка: синтетический шнур ручного плетения', 'Подлокотники: массив тика', 'Штабелирование: до 4 штук', 'Подушка (опция): уличная ткань'],
      zh: ['结构：粉末喷涂铝材', '座面与靠背：手工编织合成绳', '扶手：实木柚木', '可叠放：最多 4 把', '选配坐垫：户外面料'],
    },
    family: 'lido',
    designers: ['ines-alcaraz'],
    type: 'chair',
    image: { shape: 'chair', colour: '#5f6b5a', accent: '#d9cdb6' },
    materialCategories: ['METALLI', 'TESSO', 'LEGNI'],
    materials: ['METALLI 06', 'METALLI 07', 'TESSO 04', 'TESSO 06', 'LEGNI 09'],
    versions: [
      version('chair', 'AV-CHR-005-N', { it: 'Senza cuscino', en: 'Without cushion', de: 'Ohne Kissen', es: 'Sin cojín', fr: 'Sans coussin', ru: 'Без подушки', zh: '不含坐垫' }, [56, 78, 58, 45], [pkg(1, 62, 84, 64, 6)], 1150),
      version('chair', 'AV-CHR-005-C', { it: 'Con cuscino di seduta', en: 'With seat cushion', de: 'Mit Sitzkissen', es: 'Con cojín de asiento', fr: "Avec coussin d'assise", ru: 'С подушкой сиденья', zh: '配坐垫' }, [56, 78, 58, 48], [pkg(1, 62, 84, 64, 7)], 1320),
    ],
    usage: outdoorUsage({ newArrival: true }),
    related: ['isola-coffee-table', 'lido-armchair', 'riva-bench', 'trama-rug'],
  },
]

/**
 * Sentences the scale seed composes taglines and descriptions from. Lists are aligned:
 * item i of one language translates item i of every other. Sentences never agree in
 * gender with the product, so any of them fits any piece; `{m}` is the model name.
 */
import type { Localized } from '@/i18n/locales'
import type { L } from '@/seed/data/types'

type Lines = Localized<readonly string[]>

export const taglineOpeners: Lines = {
  it: ['Linee essenziali e proporzioni generose', 'Materiali naturali lavorati a mano', 'Un segno leggero', 'Rigore sartoriale', 'Curve morbide e dettagli precisi', 'Artigianato brianzolo', 'Forme semplici, materia preziosa', 'Equilibrio tra peso e leggerezza'],
  en: ['Essential lines and generous proportions', 'Natural materials worked by hand', 'A light touch', 'Tailored rigour', 'Soft curves and precise details', 'Brianza craftsmanship', 'Simple forms, precious materials', 'A balance of weight and lightness'],
  de: ['Klare Linien und großzügige Proportionen', 'Natürliche Materialien, von Hand bearbeitet', 'Eine leichte Geste', 'Schneiderische Präzision', 'Weiche Rundungen und präzise Details', 'Handwerk aus der Brianza', 'Einfache Formen, edle Materialien', 'Balance zwischen Schwere und Leichtigkeit'],
  es: ['Líneas esenciales y proporciones generosas', 'Materiales naturales trabajados a mano', 'Un trazo ligero', 'Rigor de sastrería', 'Curvas suaves y detalles precisos', 'Artesanía de Brianza', 'Formas sencillas, materia preciosa', 'Equilibrio entre peso y ligereza'],
  fr: ['Lignes essentielles et proportions généreuses', 'Matières naturelles travaillées à la main', 'Un geste léger', 'Rigueur de tailleur', 'Courbes douces et détails précis', 'Savoir-faire de Brianza', 'Formes simples, matière précieuse', 'Équilibre entre poids et légèreté'],
  ru: ['Лаконичные линии и щедрые пропорции', 'Натуральные материалы ручной работы', 'Лёгкий штрих', 'Портновская точность', 'Мягкие изгибы и точные детали', 'Мастерство Брианцы', 'Простые формы, благородные материалы', 'Баланс тяжести и лёгкости'],
  zh: ['简约线条，宽裕比例', '手工处理的天然材料', '轻盈一笔', '裁缝般的严谨', '柔和曲线，精准细节', '布里安扎匠艺', '简约造型，珍贵材质', '厚重与轻盈的平衡'],
}

export const taglineClosers: Lines = {
  it: ['per la casa di tutti i giorni', 'dal laboratorio alla vostra casa', 'nel segno della tradizione italiana', 'per spazi luminosi e accoglienti', 'con la cura di un tempo', 'per ogni stanza della casa', 'tra design e comfort'],
  en: ['for everyday living', 'from our workshop to your home', 'in the Italian tradition', 'for bright, welcoming spaces', 'with old-fashioned care', 'for every room in the house', 'between design and comfort'],
  de: ['für den Alltag zu Hause', 'aus unserer Werkstatt in Ihr Zuhause', 'in italienischer Tradition', 'für helle, einladende Räume', 'mit der Sorgfalt von einst', 'für jeden Raum des Hauses', 'zwischen Design und Komfort'],
  es: ['para la casa de cada día', 'de nuestro taller a su casa', 'en la tradición italiana', 'para espacios luminosos y acogedores', 'con el esmero de antes', 'para cada estancia de la casa', 'entre diseño y confort'],
  fr: ['pour la maison de tous les jours', 'de notre atelier à votre maison', 'dans la tradition italienne', 'pour des espaces lumineux et accueillants', 'avec le soin d’autrefois', 'pour chaque pièce de la maison', 'entre design et confort'],
  ru: ['для повседневной жизни дома', 'из нашей мастерской в ваш дом', 'в духе итальянской традиции', 'для светлых и уютных пространств', 'с тщательностью старых мастеров', 'для любой комнаты в доме', 'на стыке дизайна и комфорта'],
  zh: ['适合日常居家', '从工坊到您的家', '承袭意大利传统', '为明亮温馨的空间而设计', '延续昔日的用心', '适合家中每个房间', '兼顾设计与舒适'],
}

/** First sentence of the description; `{m}` is the model name. */
export const introSentences: Lines = {
  it: [
    'Con {m} lo studio ha cercato l’equilibrio tra rigore e morbidezza: linee nette, angoli addolciti e proporzioni pensate per la vita di tutti i giorni.',
    'Il progetto {m} nasce da un disegno a matita rimasto a lungo sul tavolo del laboratorio, poi affinato prototipo dopo prototipo.',
    'La collezione {m} porta nella casa contemporanea la misura e la cura dei mobili italiani del dopoguerra.',
    'Nel disegno di {m} ogni dettaglio ha una funzione: nulla è aggiunto per decorare, tutto serve a rendere l’uso più semplice.',
    'Con {m} il nostro laboratorio brianzolo rilegge una tipologia classica con materiali scelti uno per uno.',
    'Il nome {m} viene da un paese sul lago di Como, dove lo studio ha disegnato i primi schizzi in una sola estate.',
  ],
  en: [
    'With {m} the studio sought a balance between rigour and softness: clean lines, softened corners and proportions designed for everyday life.',
    'The {m} project began as a pencil sketch that stayed on the workshop table for a long time, then was refined prototype after prototype.',
    'The {m} collection brings the restraint and care of post-war Italian furniture into the contemporary home.',
    'In the design of {m} every detail has a purpose: nothing is added for decoration, everything makes use simpler.',
    'With {m} our Brianza workshop reinterprets a classic type with materials chosen one by one.',
    'The name {m} comes from a village on Lake Como, where the studio drew the first sketches in a single summer.',
  ],
  de: [
    'Mit {m} suchte das Studio das Gleichgewicht zwischen Strenge und Weichheit: klare Linien, sanft gerundete Kanten und Proportionen für den Alltag.',
    'Das Projekt {m} begann als Bleistiftskizze, die lange auf dem Werkstatttisch lag, und wurde dann Prototyp um Prototyp verfeinert.',
    'Die Kollektion {m} bringt das Maß und die Sorgfalt italienischer Nachkriegsmöbel in das zeitgenössische Zuhause.',
    'Im Entwurf von {m} hat jedes Detail eine Aufgabe: Nichts ist Dekoration, alles erleichtert den Gebrauch.',
    'Mit {m} interpretiert unsere Werkstatt in der Brianza einen Klassiker neu, mit einzeln ausgewählten Materialien.',
    'Der Name {m} stammt von einem Dorf am Comer See, wo das Studio in einem einzigen Sommer die ersten Skizzen zeichnete.',
  ],
  es: [
    'Con {m}, el estudio buscó el equilibrio entre rigor y suavidad: líneas limpias, esquinas suavizadas y proporciones pensadas para la vida diaria.',
    'El proyecto {m} nació de un boceto a lápiz que pasó mucho tiempo sobre la mesa del taller y se perfeccionó prototipo tras prototipo.',
    'La colección {m} lleva a la casa contemporánea la mesura y el esmero del mobiliario italiano de posguerra.',
    'En el diseño de {m} cada detalle tiene una función: nada se añade para decorar, todo sirve para facilitar el uso.',
    'Con {m}, nuestro taller de Brianza reinterpreta una tipología clásica con materiales elegidos uno a uno.',
    'El nombre {m} procede de un pueblo del lago de Como, donde el estudio dibujó los primeros bocetos en un solo verano.',
  ],
  fr: [
    'Avec {m}, le studio a cherché l’équilibre entre rigueur et douceur : des lignes nettes, des angles adoucis et des proportions pensées pour la vie de tous les jours.',
    'Le projet {m} est né d’un croquis au crayon resté longtemps sur la table de l’atelier, puis affiné prototype après prototype.',
    'La collection {m} apporte à la maison contemporaine la mesure et le soin du mobilier italien d’après-guerre.',
    'Dans le dessin de {m}, chaque détail a une fonction : rien n’est ajouté pour décorer, tout sert à simplifier l’usage.',
    'Avec {m}, notre atelier de Brianza réinterprète une typologie classique avec des matériaux choisis un à un.',
    'Le nom {m} vient d’un village du lac de Côme, où le studio a dessiné les premières esquisses en un seul été.',
  ],
  ru: [
    'В {m} студия искала равновесие между строгостью и мягкостью: чёткие линии, смягчённые углы и пропорции, продуманные для повседневной жизни.',
    'Проект {m} начался с карандашного эскиза, который долго лежал на столе мастерской, а затем дорабатывался от прототипа к прототипу.',
    'Коллекция {m} переносит в современный дом сдержанность и тщательность итальянской мебели послевоенных лет.',
    'В дизайне {m} у каждой детали есть своя задача: ничего не добавлено ради украшения, всё служит удобству.',
    'В {m} наша мастерская в Брианце по-новому прочитывает классическую типологию, подбирая материалы один за другим.',
    'Название {m} — это имя деревни на озере Комо, где студия за одно лето сделала первые эскизы.',
  ],
  zh: [
    '在 {m} 的设计中，工作室追求严谨与柔和之间的平衡：利落的线条、柔化的边角，以及为日常生活而考量的比例。',
    '{m} 项目始于一张在工作台上放了许久的铅笔草图，随后经过一个又一个样品反复打磨。',
    '{m} 系列将意大利战后家具的分寸感与匠心带入当代居所。',
    '{m} 的每一处细节都各有其用：没有多余的装饰，一切只为让使用更简单。',
    '借由 {m}，我们位于布里安扎的工坊以逐一甄选的材料重新诠释经典款式。',
    '{m} 之名取自科莫湖畔的一座小村，工作室在那里用一个夏天完成了最初的草图。',
  ],
}

export const craftSentences: Lines = {
  it: ['La struttura è realizzata a mano in Brianza e rifinita da artigiani che lavorano con noi da oltre vent’anni.', 'I giunti sono a incastro, senza viti a vista, e ogni superficie viene levigata e trattata con oli naturali.', 'Rivestimenti e finiture si scelgono dalla nostra biblioteca dei materiali, con campioni disponibili in ogni showroom.', 'Ogni pezzo è costruito su ordinazione e controllato uno per uno prima di lasciare il laboratorio.', 'I materiali provengono da fornitori italiani ed europei selezionati, scelti per durata e tracciabilità.', 'Le finiture sono a base d’acqua e a basse emissioni, per un’aria di casa più sana.'],
  en: ['The frame is made by hand in Brianza and finished by craftspeople who have worked with us for more than twenty years.', 'The joints are interlocking, with no visible screws, and every surface is sanded and treated with natural oils.', 'Covers and finishes are chosen from our materials library, with samples available in every showroom.', 'Every piece is built to order and checked one by one before it leaves the workshop.', 'The materials come from selected Italian and European suppliers, chosen for durability and traceability.', 'The finishes are water-based and low-emission, for healthier air at home.'],
  de: ['Das Gestell wird in der Brianza von Hand gefertigt und von Handwerkern veredelt, die seit über zwanzig Jahren mit uns arbeiten.', 'Die Verbindungen sind gesteckt, ohne sichtbare Schrauben, und jede Oberfläche wird geschliffen und mit natürlichen Ölen behandelt.', 'Bezüge und Oberflächen werden aus unserer Materialbibliothek gewählt; Muster gibt es in jedem Showroom.', 'Jedes Stück wird auf Bestellung gefertigt und einzeln geprüft, bevor es die Werkstatt verlässt.', 'Die Materialien stammen von ausgewählten italienischen und europäischen Lieferanten, gewählt nach Haltbarkeit und Rückverfolgbarkeit.', 'Die Oberflächen sind wasserbasiert und emissionsarm, für gesündere Raumluft.'],
  es: ['La estructura se fabrica a mano en Brianza y la terminan artesanos que trabajan con nosotros desde hace más de veinte años.', 'Las uniones son de encastre, sin tornillos a la vista, y cada superficie se lija y se trata con aceites naturales.', 'Los tapizados y acabados se eligen de nuestra biblioteca de materiales, con muestras disponibles en cada showroom.', 'Cada pieza se fabrica por encargo y se revisa una a una antes de salir del taller.', 'Los materiales proceden de proveedores italianos y europeos seleccionados por su durabilidad y trazabilidad.', 'Los acabados son al agua y de bajas emisiones, para un aire más sano en casa.'],
  fr: ['La structure est fabriquée à la main en Brianza et finie par des artisans qui travaillent avec nous depuis plus de vingt ans.', 'Les assemblages sont emboîtés, sans vis apparentes, et chaque surface est poncée puis traitée aux huiles naturelles.', 'Revêtements et finitions se choisissent dans notre bibliothèque de matériaux, avec des échantillons dans chaque showroom.', 'Chaque pièce est fabriquée sur commande et contrôlée une à une avant de quitter l’atelier.', 'Les matériaux proviennent de fournisseurs italiens et européens sélectionnés pour leur durabilité et leur traçabilité.', 'Les finitions sont à l’eau et à faibles émissions, pour un air plus sain à la maison.'],
  ru: ['Каркас изготавливается вручную в Брианце и отделывается мастерами, которые работают с нами более двадцати лет.', 'Соединения выполнены в шип, без видимых винтов, а каждая поверхность отшлифована и обработана натуральными маслами.', 'Обивку и отделку можно выбрать в нашей библиотеке материалов; образцы есть в каждом шоуруме.', 'Каждое изделие изготавливается под заказ и проверяется поштучно, прежде чем покинуть мастерскую.', 'Материалы поставляют отобранные итальянские и европейские производители — ради долговечности и прозрачного происхождения.', 'Отделочные покрытия на водной основе с низким уровнем эмиссии — для более здорового воздуха в доме.'],
  zh: ['主体结构在布里安扎纯手工制作，由与我们合作逾二十年的工匠完成最后的处理。', '各部件以榫卯相接，不见外露螺钉；每一处表面都经过打磨，并以天然油料处理。', '面料与饰面可从我们的材料库中挑选，各展厅均备有样品。', '每件作品均按订单制作，出厂前逐件检验。', '所用材料来自精选的意大利及欧洲供应商，兼顾耐用性与可追溯性。', '饰面采用水性低排放涂料，让室内空气更健康。'],
}

export const useSentences: Lines = {
  it: ['Il modello trova posto con naturalezza tanto in un appartamento di città quanto in una casa di campagna.', 'Il modello dialoga con gli altri pezzi della collezione e con gli arredi che già abitano la casa.', 'Le misure sono pensate per gli spazi reali: anche la versione più grande passa dalle porte di un appartamento.', 'La consegna e il montaggio sono curati dai nostri installatori in tutta Europa.', 'Per la manutenzione basta un panno morbido e asciutto; evitare detergenti aggressivi e l’esposizione diretta al sole.', 'La nostra garanzia di dieci anni copre struttura e meccanismi.'],
  en: ['The piece fits just as naturally in a city apartment as in a country house.', 'The piece sits comfortably alongside the rest of the collection and the furniture already in the home.', 'The dimensions are designed for real spaces: even the largest version fits through an apartment door.', 'Delivery and assembly are handled by our own installers throughout Europe.', 'A soft, dry cloth is all the care it needs; avoid harsh detergents and direct sunlight.', 'Our ten-year guarantee covers the frame and mechanisms.'],
  de: ['Das Modell fügt sich ebenso selbstverständlich in eine Stadtwohnung wie in ein Landhaus.', 'Das Modell harmoniert mit den anderen Stücken der Kollektion und mit den Möbeln, die schon im Haus stehen.', 'Die Maße sind für echte Räume gedacht: Selbst die größte Ausführung passt durch eine Wohnungstür.', 'Lieferung und Montage übernehmen unsere eigenen Monteure in ganz Europa.', 'Zur Pflege genügt ein weiches, trockenes Tuch; aggressive Reinigungsmittel und direkte Sonne vermeiden.', 'Unsere zehnjährige Garantie deckt Gestell und Mechanik ab.'],
  es: ['El modelo encaja con naturalidad tanto en un piso de ciudad como en una casa de campo.', 'El modelo dialoga con las demás piezas de la colección y con los muebles que ya habitan la casa.', 'Las medidas están pensadas para espacios reales: incluso la versión más grande pasa por la puerta de un piso.', 'La entrega y el montaje corren a cargo de nuestros instaladores en toda Europa.', 'Para su cuidado basta un paño suave y seco; evite detergentes agresivos y la exposición directa al sol.', 'Nuestra garantía de diez años cubre la estructura y los mecanismos.'],
  fr: ['Le modèle trouve naturellement sa place dans un appartement en ville comme dans une maison de campagne.', 'Le modèle dialogue avec les autres pièces de la collection et avec les meubles déjà présents dans la maison.', 'Les dimensions sont pensées pour des espaces réels : même la plus grande version passe par la porte d’un appartement.', 'La livraison et le montage sont assurés par nos installateurs dans toute l’Europe.', 'Un chiffon doux et sec suffit à l’entretien ; éviter les détergents agressifs et l’exposition directe au soleil.', 'Notre garantie de dix ans couvre la structure et les mécanismes.'],
  ru: ['Модель одинаково естественно смотрится и в городской квартире, и в загородном доме.', 'Модель сочетается с другими предметами коллекции и с мебелью, которая уже есть в доме.', 'Размеры рассчитаны на реальные пространства: даже самая большая версия проходит в дверь квартиры.', 'Доставку и сборку по всей Европе выполняют наши собственные монтажники.', 'Для ухода достаточно мягкой сухой ткани; избегайте агрессивных моющих средств и прямых солнечных лучей.', 'Наша десятилетняя гарантия распространяется на каркас и механизмы.'],
  zh: ['无论城市公寓还是乡间别墅，它都能自然融入。', '它与系列中的其他作品及家中原有的家具相得益彰。', '尺寸为真实空间而设计：即便是最大的款式，也能顺利通过公寓房门。', '我们的安装团队在全欧洲提供送货与安装服务。', '日常保养只需柔软干布擦拭；请避免使用强力清洁剂及阳光直射。', '结构与机械部件享有十年质保。'],
}

export const outdoorSentence: L = {
  it: 'Pensato per terrazze e giardini: i materiali resistono a sole, pioggia e salsedine.',
  en: 'Made for terraces and gardens: the materials withstand sun, rain and sea air.',
  de: 'Gemacht für Terrassen und Gärten: Die Materialien trotzen Sonne, Regen und Meeresluft.',
  es: 'Pensado para terrazas y jardines: los materiales resisten el sol, la lluvia y el salitre.',
  fr: 'Conçu pour les terrasses et les jardins : les matériaux résistent au soleil, à la pluie et aux embruns.',
  ru: 'Создано для террас и садов: материалы не боятся солнца, дождя и морского воздуха.',
  zh: '专为露台与花园打造：所用材料耐日晒、雨淋与海风侵蚀。',
}

/** Labels of the technical data lines. */
export const technicalLabels: Localized<{ code: string; size: string; versions: string; origin: string }> = {
  it: { code: 'Codice', size: 'Ingombro', versions: 'Versioni', origin: 'Prodotto in Italia' },
  en: { code: 'Code', size: 'Overall size', versions: 'Versions', origin: 'Made in Italy' },
  de: { code: 'Artikelnummer', size: 'Außenmaße', versions: 'Ausführungen', origin: 'Hergestellt in Italien' },
  es: { code: 'Código', size: 'Medidas totales', versions: 'Versiones', origin: 'Fabricado en Italia' },
  fr: { code: 'Référence', size: 'Encombrement', versions: 'Versions', origin: 'Fabriqué en Italie' },
  ru: { code: 'Артикул', size: 'Габариты', versions: 'Версии', origin: 'Сделано в Италии' },
  zh: { code: '编号', size: '外形尺寸', versions: '款式', origin: '意大利制造' },
}

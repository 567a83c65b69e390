/**
 * What each material family of the scale seed looks like: the colours and properties it
 * comes in, how durable it tends to be, and its description and care texts.
 */
import type { Durability, L, MaterialColour, MaterialProperty } from '@/seed/data/types'
import type { MaterialCategoryCode } from './kinds'

/** it, en, de, es, fr, ru, zh */
const n = (it: string, en: string, de: string, es: string, fr: string, ru: string, zh: string): L => ({ it, en, de, es, fr, ru, zh })

export interface MaterialFamily {
  colours: readonly MaterialColour[]
  properties: readonly MaterialProperty[]
  /** Index into the durability levels (0 very delicate … 4 resistant) it centres on. */
  durability: number
  /** Fabrics carry a Martindale rating. */
  fabric: boolean
  /** Share of materials fit for outdoor use. */
  outdoor: number
  description: L
  care: L
}

export const materialFamilies: Record<MaterialCategoryCode, MaterialFamily> = {
  PLE: {
    colours: ['ivory', 'beige', 'sand', 'brown', 'grey', 'anthracite', 'black', 'red', 'green', 'blue'],
    properties: ['natural', 'hand-made', 'stain-resistant', 'light-fast'],
    durability: 2, fabric: false, outdoor: 0,
    description: n('Pelle selezionata presso concerie italiane e rifinita a mano: con gli anni acquista una patina tutta sua.', 'Leather selected from Italian tanneries and finished by hand: over the years it develops a patina of its own.', 'Leder aus italienischen Gerbereien, von Hand veredelt: Mit den Jahren entwickelt es eine ganz eigene Patina.', 'Piel seleccionada en curtidurías italianas y acabada a mano: con los años adquiere una pátina propia.', 'Un cuir sélectionné auprès de tanneries italiennes et fini à la main : avec les années, il prend une patine bien à lui.', 'Кожа из итальянских кожевенных мастерских с ручной отделкой: с годами она обретает собственную патину.', '精选自意大利制革厂的皮革，经手工处理，随岁月沉淀出独有的包浆。'),
    care: n('Spolverare con un panno morbido e nutrire due volte l’anno con un prodotto specifico; tenere lontano da fonti di calore.', 'Dust with a soft cloth and feed twice a year with a leather conditioner; keep away from heat sources.', 'Mit einem weichen Tuch abstauben und zweimal im Jahr mit Lederpflege nähren; von Wärmequellen fernhalten.', 'Quitar el polvo con un paño suave y nutrir dos veces al año con un producto específico; mantener alejada de fuentes de calor.', 'Dépoussiérer avec un chiffon doux et nourrir deux fois par an avec un produit adapté ; tenir éloigné des sources de chaleur.', 'Протирайте мягкой тканью и дважды в год обрабатывайте средством для кожи; держите вдали от источников тепла.', '请用软布除尘，每年两次使用专用护理剂滋养；远离热源。'),
  },
  TESS: {
    colours: ['white', 'ivory', 'beige', 'sand', 'brown', 'grey', 'anthracite', 'blue', 'green', 'red', 'orange', 'yellow', 'pink', 'purple', 'multicolour'],
    properties: ['stain-resistant', 'light-fast', 'fire-retardant', 'removable-cover', 'recycled', 'natural'],
    durability: 3, fabric: true, outdoor: 0,
    description: n('Tessuto per imbottiti scelto per la mano, la resistenza e la profondità del colore.', 'An upholstery fabric chosen for its hand, durability and depth of colour.', 'Ein Polsterstoff, ausgewählt nach Griff, Strapazierfähigkeit und Farbtiefe.', 'Un tejido de tapicería elegido por su tacto, su resistencia y la profundidad de su color.', 'Un tissu d’ameublement choisi pour sa main, sa résistance et la profondeur de sa couleur.', 'Обивочная ткань, выбранная за приятную фактуру, износостойкость и глубину цвета.', '一款兼顾手感、耐用性与色彩层次的软装面料。'),
    care: n('Aspirare regolarmente con la bocchetta per imbottiti; trattare le macchie subito, tamponando senza strofinare. Lavaggio a secco professionale.', 'Vacuum regularly with the upholstery nozzle; treat stains at once, blotting without rubbing. Professional dry cleaning.', 'Regelmäßig mit der Polsterdüse absaugen; Flecken sofort abtupfen, nicht reiben. Professionelle chemische Reinigung.', 'Aspirar con regularidad con la boquilla para tapicería; tratar las manchas enseguida, a toques y sin frotar. Limpieza en seco profesional.', 'Aspirer régulièrement avec la brosse pour tissus ; traiter les taches aussitôt en tamponnant sans frotter. Nettoyage à sec professionnel.', 'Регулярно пылесосьте насадкой для мягкой мебели; пятна удаляйте сразу, промакивая, а не растирая. Профессиональная химчистка.', '请定期使用软垫吸头吸尘；污渍需立即以按压方式吸除，切勿揉搓。建议专业干洗。'),
  },
  TESSO: {
    colours: ['white', 'ivory', 'sand', 'grey', 'anthracite', 'blue', 'green', 'orange', 'yellow'],
    properties: ['water-repellent', 'stain-resistant', 'light-fast', 'recycled', 'removable-cover'],
    durability: 4, fabric: true, outdoor: 1,
    description: n('Tessuto tecnico per terrazze e giardini: resiste a sole, pioggia e salsedine e asciuga in fretta.', 'A technical fabric for terraces and gardens: it withstands sun, rain and sea air and dries quickly.', 'Ein technischer Stoff für Terrassen und Gärten: Er trotzt Sonne, Regen und Meeresluft und trocknet schnell.', 'Un tejido técnico para terrazas y jardines: resiste el sol, la lluvia y el salitre y se seca rápido.', 'Un tissu technique pour terrasses et jardins : il résiste au soleil, à la pluie et aux embruns et sèche vite.', 'Технический текстиль для террас и садов: выдерживает солнце, дождь и морской воздух и быстро сохнет.', '适用于露台与花园的功能面料：耐日晒、雨淋与海风，干燥迅速。'),
    care: n('Sciacquare con acqua e sapone neutro e lasciare asciugare all’aria; in inverno riporre i cuscini al coperto.', 'Rinse with water and mild soap and leave to air-dry; store cushions under cover in winter.', 'Mit Wasser und milder Seife abspülen und an der Luft trocknen lassen; Kissen im Winter geschützt lagern.', 'Aclarar con agua y jabón neutro y dejar secar al aire; en invierno guardar los cojines a cubierto.', 'Rincer à l’eau savonneuse douce et laisser sécher à l’air ; ranger les coussins à l’abri en hiver.', 'Промывайте водой с мягким мылом и сушите на воздухе; зимой храните подушки под крышей.', '请用清水和中性皂液冲洗后自然晾干；冬季请将坐垫收纳于室内。'),
  },
  LEGNI: {
    colours: ['ivory', 'beige', 'sand', 'brown', 'grey', 'black'],
    properties: ['natural', 'hand-made', 'anti-scratch'],
    durability: 3, fabric: false, outdoor: 0.15,
    description: n('Legno massello da foreste gestite in modo responsabile, lavorato in Brianza con giunzioni tradizionali.', 'Solid wood from responsibly managed forests, worked in Brianza with traditional joinery.', 'Massivholz aus verantwortungsvoll bewirtschafteten Wäldern, in der Brianza mit traditionellen Verbindungen gefertigt.', 'Madera maciza de bosques gestionados de forma responsable, trabajada en Brianza con ensambles tradicionales.', 'Du bois massif issu de forêts gérées durablement, travaillé en Brianza avec des assemblages traditionnels.', 'Массив древесины из ответственно управляемых лесов, обработанный в Брианце традиционными соединениями.', '源自负责任管理森林的实木，在布里安扎以传统榫接工艺制作。'),
    care: n('Pulire con un panno appena umido e asciugare subito; ravvivare una volta l’anno con olio o cera naturale.', 'Clean with a barely damp cloth and dry at once; refresh once a year with natural oil or wax.', 'Mit einem kaum feuchten Tuch reinigen und sofort trocknen; einmal im Jahr mit natürlichem Öl oder Wachs auffrischen.', 'Limpiar con un paño apenas húmedo y secar enseguida; reavivar una vez al año con aceite o cera natural.', 'Nettoyer avec un chiffon à peine humide et sécher aussitôt ; raviver une fois par an à l’huile ou à la cire naturelle.', 'Протирайте чуть влажной тканью и сразу вытирайте насухо; раз в год обновляйте натуральным маслом или воском.', '请用微湿的布擦拭后立即擦干；每年用天然油或蜡养护一次。'),
  },
  SUPERFICI: {
    colours: ['white', 'ivory', 'sand', 'grey', 'anthracite', 'black', 'blue', 'green', 'red', 'pink'],
    properties: ['anti-scratch', 'stain-resistant', 'heat-resistant', 'water-repellent'],
    durability: 3, fabric: false, outdoor: 0.1,
    description: n('Una superficie di finitura per piani, ante e fianchi, stesa a mano in più mani e controllata alla luce radente.', 'A finish for tops, doors and sides, applied by hand in several coats and checked under raking light.', 'Eine Oberfläche für Platten, Türen und Seiten, von Hand in mehreren Schichten aufgetragen und im Streiflicht geprüft.', 'Un acabado para encimeras, puertas y costados, aplicado a mano en varias capas y revisado con luz rasante.', 'Une finition pour plateaux, portes et côtés, appliquée à la main en plusieurs couches et contrôlée en lumière rasante.', 'Отделка для столешниц, фасадов и боковин, нанесённая вручную в несколько слоёв и проверенная в скользящем свете.', '用于台面、门板与侧板的饰面，手工多层涂装，并在侧光下逐一检验。'),
    care: n('Pulire con un panno in microfibra e acqua tiepida; evitare prodotti abrasivi e a base di alcol.', 'Clean with a microfibre cloth and lukewarm water; avoid abrasive and alcohol-based products.', 'Mit Mikrofasertuch und lauwarmem Wasser reinigen; Scheuermittel und alkoholhaltige Produkte vermeiden.', 'Limpiar con un paño de microfibra y agua tibia; evitar productos abrasivos o con alcohol.', 'Nettoyer avec une microfibre et de l’eau tiède ; éviter les produits abrasifs ou à base d’alcool.', 'Протирайте салфеткой из микрофибры и тёплой водой; избегайте абразивных и спиртосодержащих средств.', '请用超细纤维布蘸温水清洁；避免使用研磨性或含酒精的清洁剂。'),
  },
  PIETRE: {
    colours: ['white', 'ivory', 'beige', 'grey', 'anthracite', 'black', 'green', 'pink', 'multicolour'],
    properties: ['natural', 'heat-resistant', 'anti-scratch'],
    durability: 2, fabric: false, outdoor: 0.3,
    description: n('Pietra naturale scelta lastra per lastra: venature e tonalità rendono ogni pezzo unico.', 'Natural stone chosen slab by slab: veining and tone make every piece unique.', 'Naturstein, Platte für Platte ausgewählt: Maserung und Farbton machen jedes Stück einzigartig.', 'Piedra natural elegida losa a losa: vetas y tonalidades hacen única cada pieza.', 'Une pierre naturelle choisie tranche par tranche : veines et nuances rendent chaque pièce unique.', 'Натуральный камень, отобранный плита за плитой: прожилки и оттенки делают каждое изделие неповторимым.', '逐块甄选的天然石材：纹理与色调让每件作品独一无二。'),
    care: n('Asciugare subito i liquidi, in particolare vino, agrumi e caffè; trattare con un protettivo idro-oleorepellente ogni anno.', 'Wipe up liquids at once, especially wine, citrus and coffee; treat with a water- and oil-repellent sealer every year.', 'Flüssigkeiten sofort aufnehmen, besonders Wein, Zitrus und Kaffee; jährlich mit wasser- und ölabweisender Imprägnierung behandeln.', 'Secar enseguida los líquidos, sobre todo vino, cítricos y café; tratar cada año con un protector hidro-oleorrepelente.', 'Essuyer aussitôt les liquides, surtout vin, agrumes et café ; traiter chaque année avec un hydro-oléofuge.', 'Сразу вытирайте жидкости, особенно вино, цитрусовые и кофе; ежегодно обрабатывайте водо- и маслоотталкивающей пропиткой.', '请立即擦去液体，尤其是葡萄酒、柑橘汁与咖啡；每年使用防水防油护理剂处理一次。'),
  },
  METALLI: {
    colours: ['gold', 'silver', 'brown', 'anthracite', 'black', 'grey'],
    properties: ['anti-scratch', 'recycled', 'heat-resistant'],
    durability: 4, fabric: false, outdoor: 0.35,
    description: n('Metallo lavorato da piccole officine lombarde, finito a mano e protetto contro l’ossidazione.', 'Metal worked by small Lombard workshops, finished by hand and protected against oxidation.', 'Metall aus kleinen lombardischen Werkstätten, von Hand veredelt und gegen Oxidation geschützt.', 'Metal trabajado por pequeños talleres lombardos, acabado a mano y protegido contra la oxidación.', 'Un métal travaillé par de petits ateliers lombards, fini à la main et protégé contre l’oxydation.', 'Металл от небольших ломбардских мастерских с ручной отделкой и защитой от окисления.', '由伦巴第小型工坊加工的金属，手工处理并具防氧化保护。'),
    care: n('Spolverare con un panno asciutto; non usare prodotti per metalli che rimuoverebbero la protezione.', 'Dust with a dry cloth; do not use metal polish, which would remove the protective coat.', 'Mit einem trockenen Tuch abstauben; keine Metallpolitur verwenden, sie würde die Schutzschicht entfernen.', 'Quitar el polvo con un paño seco; no usar productos para metales, que eliminarían la protección.', 'Dépoussiérer avec un chiffon sec ; ne pas utiliser de produit pour métaux, qui ôterait la protection.', 'Протирайте сухой тканью; не используйте полироли для металла — они снимут защитный слой.', '请用干布除尘；切勿使用金属抛光剂，以免去除保护层。'),
  },
  RESINE: {
    colours: ['white', 'ivory', 'sand', 'grey', 'green', 'blue', 'pink', 'orange', 'multicolour'],
    properties: ['stain-resistant', 'water-repellent', 'heat-resistant'],
    durability: 2, fabric: false, outdoor: 0.2,
    description: n('Resina colata a mano in stampi di silicone: trasparenze e inclusioni variano da un pezzo all’altro.', 'Resin poured by hand into silicone moulds: transparency and inclusions vary from piece to piece.', 'Von Hand in Silikonformen gegossenes Harz: Transparenz und Einschlüsse variieren von Stück zu Stück.', 'Resina colada a mano en moldes de silicona: transparencias e inclusiones varían de una pieza a otra.', 'Une résine coulée à la main dans des moules en silicone : transparences et inclusions varient d’une pièce à l’autre.', 'Смола, залитая вручную в силиконовые формы: прозрачность и включения меняются от изделия к изделию.', '手工浇注于硅胶模具的树脂：通透度与内含物每件各异。'),
    care: n('Pulire con acqua e sapone neutro; evitare solventi e il contatto con oggetti molto caldi.', 'Clean with water and mild soap; avoid solvents and contact with very hot objects.', 'Mit Wasser und milder Seife reinigen; Lösungsmittel und sehr heiße Gegenstände vermeiden.', 'Limpiar con agua y jabón neutro; evitar disolventes y el contacto con objetos muy calientes.', 'Nettoyer à l’eau et au savon doux ; éviter les solvants et le contact avec des objets très chauds.', 'Очищайте водой с мягким мылом; избегайте растворителей и контакта с очень горячими предметами.', '请用清水和中性皂液清洁；避免使用溶剂，勿接触高温物品。'),
  },
  'VETRI ARTISTICI': {
    colours: ['white', 'blue', 'green', 'red', 'orange', 'yellow', 'pink', 'purple', 'gold', 'multicolour'],
    properties: ['hand-made', 'heat-resistant'],
    durability: 0, fabric: false, outdoor: 0,
    description: n('Vetro lavorato dai maestri vetrai di Murano: bolle e lievi irregolarità sono il segno della lavorazione a mano.', 'Glass worked by the master glassmakers of Murano: bubbles and slight irregularities are the mark of handwork.', 'Von Muraner Glasmeistern gefertigtes Glas: Bläschen und leichte Unregelmäßigkeiten sind Zeichen der Handarbeit.', 'Vidrio trabajado por los maestros vidrieros de Murano: burbujas y leves irregularidades son la huella del trabajo manual.', 'Un verre travaillé par les maîtres verriers de Murano : bulles et légères irrégularités signent le travail à la main.', 'Стекло работы муранских мастеров: пузырьки и лёгкие неровности — след ручной работы.', '由穆拉诺玻璃大师制作：气泡与细微的不规则正是手工的印记。'),
    care: n('Pulire con un panno morbido e acqua tiepida; non usare lavastoviglie né detergenti abrasivi.', 'Clean with a soft cloth and lukewarm water; no dishwasher and no abrasive cleaners.', 'Mit weichem Tuch und lauwarmem Wasser reinigen; nicht in die Spülmaschine, keine Scheuermittel.', 'Limpiar con un paño suave y agua tibia; ni lavavajillas ni limpiadores abrasivos.', 'Nettoyer avec un chiffon doux et de l’eau tiède ; ni lave-vaisselle ni produits abrasifs.', 'Протирайте мягкой тканью и тёплой водой; не мойте в посудомоечной машине и не используйте абразивы.', '请用软布蘸温水清洁；勿用洗碗机或研磨性清洁剂。'),
  },
}

/** Second sentence of the description, by durability level. */
export const durabilityNotes: Record<Durability, L> = {
  'very-delicate': n('Materiale molto delicato: indicato per oggetti e complementi più che per l’uso intenso.', 'A very delicate material: suited to objects and accents rather than heavy use.', 'Ein sehr empfindliches Material: eher für Objekte und Akzente als für starke Beanspruchung.', 'Un material muy delicado: indicado para objetos y complementos más que para un uso intenso.', 'Un matériau très délicat : pour les objets et accents plutôt que pour un usage intensif.', 'Очень деликатный материал: подходит скорее для предметов декора, чем для интенсивного использования.', '材质非常娇贵：更适合装饰物件，而非高频使用。'),
  delicate: n('Materiale delicato: richiede qualche attenzione nell’uso quotidiano.', 'A delicate material: it needs some care in daily use.', 'Ein empfindliches Material: Im Alltag braucht es etwas Aufmerksamkeit.', 'Un material delicado: requiere cierta atención en el uso diario.', 'Un matériau délicat : il demande quelque attention au quotidien.', 'Деликатный материал: в повседневном использовании требует внимания.', '材质较娇贵：日常使用需稍加留意。'),
  'not-very-delicate': n('Materiale poco delicato, adatto alla vita di tutti i giorni.', 'A fairly robust material, fit for everyday life.', 'Ein recht robustes Material, alltagstauglich.', 'Un material poco delicado, apto para el día a día.', 'Un matériau peu délicat, adapté à la vie de tous les jours.', 'Достаточно прочный материал для повседневной жизни.', '材质不算娇贵，适合日常生活。'),
  'average-resistant': n('Resistenza media: regge bene l’uso quotidiano in famiglia.', 'Medium resistance: it stands up well to daily family use.', 'Mittlere Beständigkeit: hält dem täglichen Familiengebrauch gut stand.', 'Resistencia media: soporta bien el uso diario en familia.', 'Résistance moyenne : supporte bien l’usage quotidien en famille.', 'Средняя стойкость: хорошо выдерживает ежедневное семейное использование.', '中等耐用：可从容应对家庭日常使用。'),
  resistant: n('Materiale resistente, adatto anche a contract, hotel e ristoranti.', 'A resistant material, suitable for contract, hotel and restaurant use too.', 'Ein widerstandsfähiges Material, auch für Objekt, Hotel und Gastronomie geeignet.', 'Un material resistente, apto también para contract, hoteles y restaurantes.', 'Un matériau résistant, adapté aussi aux projets contract, hôtels et restaurants.', 'Прочный материал, подходит также для отелей, ресторанов и контрактных проектов.', '材质坚韧耐用，亦适用于酒店、餐厅等商业空间。'),
}

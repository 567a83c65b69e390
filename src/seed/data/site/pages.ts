import type { PageSeed } from '../types'

/**
 * Section landings (their slugs match the localized folder names in src/i18n/folders.ts) and
 * the brand, service and legal pages. Every page gives its slug in every language.
 */
export const pages: PageSeed[] = [
  // ---------- section landings ----------
  {
    key: 'products',
    title: { it: 'Prodotti', en: 'Products', de: 'Produkte', es: 'Productos', fr: 'Produits', ru: 'Продукция', zh: '产品' },
    slug: { it: 'prodotti', en: 'products', de: 'produkte', es: 'productos', fr: 'produits', ru: 'продукты', zh: 'products' },
    intro: {
      it: ['Divani e poltrone, letti e materassi, tavoli, sedute, luci, tappeti e complementi: ogni pezzo Atelier Vesta nasce nel nostro studio e prende forma nei laboratori di Lissone, dove lavoriamo legno, pelle e tessuti come nel 1962.'],
      en: ['Sofas and armchairs, beds and mattresses, tables, seating, lighting, rugs and accessories: every Atelier Vesta piece is conceived in our studio and takes shape in our Lissone workshops, where we work wood, leather and fabric just as we did in 1962.'],
      de: ['Sofas und Sessel, Betten und Matratzen, Tische, Stühle, Leuchten, Teppiche und Accessoires: Jedes Stück von Atelier Vesta wird in unserem Studio entworfen und entsteht in unseren Werkstätten in Lissone, wo wir Holz, Leder und Stoffe verarbeiten wie schon 1962.'],
      es: ['Sofás y butacas, camas y colchones, mesas, sillas, iluminación, alfombras y complementos: cada pieza de Atelier Vesta nace en nuestro estudio y toma forma en los talleres de Lissone, donde trabajamos la madera, la piel y los tejidos como en 1962.'],
      fr: ['Canapés et fauteuils, lits et matelas, tables, sièges, luminaires, tapis et accessoires : chaque pièce Atelier Vesta naît dans notre studio et prend forme dans nos ateliers de Lissone, où nous travaillons le bois, le cuir et les tissus comme en 1962.'],
      ru: ['Диваны и кресла, кровати и матрасы, столы, стулья, светильники, ковры и аксессуары: каждый предмет Atelier Vesta рождается в нашей студии и обретает форму в мастерских в Лиссоне, где мы работаем с деревом, кожей и тканью так же, как в 1962 году.'],
      zh: ['沙发与扶手椅、床具与床垫、餐桌、座椅、灯具、地毯与家居饰品：每一件 Atelier Vesta 作品都诞生于我们的设计工作室，并在利索内的工坊中成形——我们至今仍以 1962 年的方式处理木材、皮革与面料。'],
    },
    image: { kind: 'showroom', palette: ['#efe9e1', '#c8b59a', '#6b4a33', '#b5893d'], seed: 601 },
  },
  {
    key: 'materials',
    title: { it: 'Materiali', en: 'Materials', de: 'Materialien', es: 'Materiales', fr: 'Matériaux', ru: 'Материалы', zh: '材料' },
    slug: { it: 'materiali', en: 'materials', de: 'materialien', es: 'materiales', fr: 'materiaux', ru: 'материалы', zh: 'materials' },
    intro: {
      it: ['Pelli, tessuti, legni, marmi, metalli, resine e vetri d’arte: ottanta materiali in nove famiglie, selezionati presso fornitori che conosciamo da generazioni. Per ciascuno trovate composizione, resistenza e consigli di manutenzione.'],
      en: ['Leathers, fabrics, woods, marbles, metals, resins and art glass: eighty materials in nine families, sourced from suppliers we have known for generations. For each one you will find its composition, durability and care advice.'],
      de: ['Leder, Stoffe, Hölzer, Marmor, Metalle, Harze und Kunstglas: achtzig Materialien in neun Familien, bezogen von Lieferanten, die wir seit Generationen kennen. Zu jedem finden Sie Zusammensetzung, Strapazierfähigkeit und Pflegehinweise.'],
      es: ['Pieles, tejidos, maderas, mármoles, metales, resinas y vidrios artísticos: ochenta materiales en nueve familias, procedentes de proveedores que conocemos desde hace generaciones. De cada uno encontrará su composición, su resistencia y consejos de mantenimiento.'],
      fr: ['Cuirs, tissus, bois, marbres, métaux, résines et verres d’art : quatre-vingts matériaux répartis en neuf familles, choisis chez des fournisseurs que nous connaissons depuis des générations. Pour chacun, vous trouverez sa composition, sa résistance et ses conseils d’entretien.'],
      ru: ['Кожа, ткани, дерево, мрамор, металлы, смолы и художественное стекло: восемьдесят материалов в девяти группах от поставщиков, с которыми мы работаем не одно поколение. Для каждого указаны состав, износостойкость и рекомендации по уходу.'],
      zh: ['皮革、面料、木材、大理石、金属、树脂与艺术玻璃：九大类共八十种材料，均来自与我们合作数代的供应商。每种材料都附有成分、耐用度与保养建议。'],
    },
    image: { kind: 'workshop', palette: ['#e8e0d2', '#b89b74', '#6e5a48', '#d8d2c4'], seed: 602 },
  },
  {
    key: 'moods',
    title: { it: 'Mood', en: 'Moods', de: 'Wohnstimmungen', es: 'Ambientes', fr: 'Ambiances', ru: 'Настроения', zh: '灵感主题' },
    slug: { it: 'moods', en: 'moods', de: 'moods', es: 'moods', fr: 'moods', ru: 'moods', zh: 'moods' },
    intro: {
      it: ['Un mood è un modo di abitare: una palette di colori, un accostamento di materiali, una selezione di pezzi che stanno bene insieme. Lasciatevi ispirare e componete la vostra casa partendo da un’atmosfera.'],
      en: ['A mood is a way of living: a colour palette, a pairing of materials, a selection of pieces that belong together. Let yourself be inspired and build your home around an atmosphere.'],
      de: ['Eine Wohnstimmung ist eine Art zu leben: eine Farbpalette, eine Kombination von Materialien, eine Auswahl an Stücken, die zusammenpassen. Lassen Sie sich inspirieren und gestalten Sie Ihr Zuhause ausgehend von einer Atmosphäre.'],
      es: ['Un ambiente es una forma de habitar: una paleta de colores, una combinación de materiales, una selección de piezas que armonizan entre sí. Déjese inspirar y componga su casa a partir de una atmósfera.'],
      fr: ['Une ambiance, c’est une manière d’habiter : une palette de couleurs, un accord de matières, une sélection de pièces qui vont ensemble. Laissez-vous inspirer et composez votre intérieur à partir d’une atmosphère.'],
      ru: ['Настроение — это образ жизни: цветовая палитра, сочетание материалов, подборка предметов, созданных друг для друга. Вдохновляйтесь и создавайте свой дом, отталкиваясь от атмосферы.'],
      zh: ['灵感主题是一种生活方式：一组色彩、一种材料搭配、一系列彼此相宜的作品。让灵感引领您，从一种氛围出发打造自己的家。'],
    },
    image: { kind: 'living', palette: ['#f3ede2', '#d9c7a7', '#8fb3c4', '#b98b5e'], seed: 603 },
  },
  {
    key: 'projects',
    title: { it: 'Progetti', en: 'Projects', de: 'Projekte', es: 'Proyectos', fr: 'Projets', ru: 'Проекты', zh: '项目案例' },
    slug: { it: 'progetti', en: 'projects', de: 'projekte', es: 'proyectos', fr: 'projets', ru: 'проекты', zh: 'projects' },
    intro: {
      it: ['Ville, alberghi, yacht e residenze private: una selezione dei progetti realizzati con architetti e interior designer di tutto il mondo, raccontati passo dopo passo, dal primo sopralluogo alla posa.'],
      en: ['Villas, hotels, yachts and private residences: a selection of projects completed with architects and interior designers around the world, told step by step, from the first site visit to installation.'],
      de: ['Villen, Hotels, Yachten und Privatresidenzen: eine Auswahl von Projekten, die wir mit Architekten und Interior Designern in aller Welt umgesetzt haben, Schritt für Schritt erzählt, von der ersten Besichtigung bis zur Montage.'],
      es: ['Villas, hoteles, yates y residencias privadas: una selección de proyectos realizados con arquitectos e interioristas de todo el mundo, contados paso a paso, desde la primera visita hasta el montaje.'],
      fr: ['Villas, hôtels, yachts et résidences privées : une sélection de projets réalisés avec des architectes et des architectes d’intérieur du monde entier, racontés pas à pas, de la première visite à l’installation.'],
      ru: ['Виллы, отели, яхты и частные резиденции: подборка проектов, реализованных вместе с архитекторами и дизайнерами интерьеров по всему миру, — шаг за шагом, от первого выезда на объект до монтажа.'],
      zh: ['别墅、酒店、游艇与私人住宅：精选我们与世界各地建筑师和室内设计师合作完成的项目，从首次现场勘察到最终安装，逐步呈现。'],
    },
    image: { kind: 'hotel', palette: ['#ece4d6', '#c9b18f', '#2c3a4f', '#9a7a4e'], seed: 604 },
  },
  {
    key: 'stories',
    title: { it: 'Storie', en: 'Stories', de: 'Geschichten', es: 'Historias', fr: 'Histoires', ru: 'Истории', zh: '品牌故事' },
    slug: { it: 'storie', en: 'stories', de: 'geschichten', es: 'historias', fr: 'histoires', ru: 'истории', zh: 'stories' },
    intro: {
      it: ['Notizie, eventi, nuove collezioni, visite nei nostri laboratori e la voce della stampa: il racconto di Atelier Vesta, aggiornato mese dopo mese.'],
      en: ['News, events, new collections, visits to our workshops and what the press is saying: the Atelier Vesta story, updated month by month.'],
      de: ['Neuigkeiten, Veranstaltungen, neue Kollektionen, Besuche in unseren Werkstätten und Pressestimmen: die Geschichte von Atelier Vesta, Monat für Monat fortgeschrieben.'],
      es: ['Noticias, eventos, nuevas colecciones, visitas a nuestros talleres y la voz de la prensa: el relato de Atelier Vesta, actualizado mes a mes.'],
      fr: ['Actualités, événements, nouvelles collections, visites de nos ateliers et échos de la presse : l’histoire d’Atelier Vesta, au fil des mois.'],
      ru: ['Новости, события, новые коллекции, визиты в наши мастерские и публикации в прессе: история Atelier Vesta, которая пишется месяц за месяцем.'],
      zh: ['新闻、活动、新系列发布、工坊探访与媒体报道：Atelier Vesta 的故事，逐月更新。'],
    },
  },
  {
    key: 'whats-new',
    title: { it: 'Novità', en: 'What’s new', de: 'Neuheiten', es: 'Novedades', fr: 'Nouveautés', ru: 'Новинки', zh: '新品' },
    slug: { it: 'novita', en: 'whats-new', de: 'neuheiten', es: 'novedades', fr: 'nouveautes', ru: 'новинки', zh: 'whats-new' },
    intro: {
      it: ['I pezzi e le finiture presentati nell’ultima stagione, dalle novità del Salone del Mobile alle nuove versioni dei nostri classici.'],
      en: ['The pieces and finishes introduced this season, from the new designs shown at the Salone del Mobile to fresh versions of our classics.'],
      de: ['Die Stücke und Ausführungen der aktuellen Saison, von den Neuheiten des Salone del Mobile bis zu neuen Versionen unserer Klassiker.'],
      es: ['Las piezas y acabados presentados en la última temporada, de las novedades del Salone del Mobile a las nuevas versiones de nuestros clásicos.'],
      fr: ['Les pièces et finitions présentées cette saison, des nouveautés du Salone del Mobile aux nouvelles versions de nos classiques.'],
      ru: ['Предметы и отделки нынешнего сезона — от новинок Salone del Mobile до новых версий нашей классики.'],
      zh: ['本季推出的作品与饰面，从米兰国际家具展发布的新品到经典之作的全新版本。'],
    },
    image: { kind: 'outdoor', palette: ['#e9ecdf', '#9fb08a', '#5d7553', '#d6c6a3'], seed: 605 },
  },
  {
    key: 'stores',
    title: { it: 'Store e rivenditori', en: 'Stores and dealers', de: 'Stores und Händler', es: 'Tiendas y distribuidores', fr: 'Boutiques et revendeurs', ru: 'Магазины и дилеры', zh: '门店与经销商' },
    slug: { it: 'stores', en: 'stores', de: 'stores', es: 'stores', fr: 'stores', ru: 'stores', zh: 'stores' },
    intro: {
      it: ['Dieci flagship Atelier Vesta e venti rivenditori autorizzati in cinque continenti. Cercate la città più vicina, controllate gli orari e prenotate una visita con un nostro consulente.'],
      en: ['Ten Atelier Vesta flagships and twenty authorised dealers on five continents. Search for the nearest city, check the opening hours and book a visit with one of our consultants.'],
      de: ['Zehn Flagship-Stores von Atelier Vesta und zwanzig autorisierte Händler auf fünf Kontinenten. Suchen Sie die nächstgelegene Stadt, prüfen Sie die Öffnungszeiten und vereinbaren Sie einen Termin mit unseren Beratern.'],
      es: ['Diez flagships de Atelier Vesta y veinte distribuidores autorizados en cinco continentes. Busque la ciudad más cercana, consulte los horarios y reserve una visita con uno de nuestros asesores.'],
      fr: ['Dix flagships Atelier Vesta et vingt revendeurs agréés sur cinq continents. Cherchez la ville la plus proche, consultez les horaires et réservez une visite avec l’un de nos conseillers.'],
      ru: ['Десять флагманских магазинов Atelier Vesta и двадцать официальных дилеров на пяти континентах. Найдите ближайший город, уточните часы работы и запишитесь на визит к нашему консультанту.'],
      zh: ['Atelier Vesta 在五大洲拥有十家旗舰店与二十家授权经销商。查找离您最近的城市、了解营业时间，并预约顾问到店服务。'],
    },
    image: { kind: 'facade', palette: ['#e8e2d6', '#b7ab98', '#2e3440', '#9c7a3c'], seed: 606 },
  },
  {
    key: 'downloads',
    title: { it: 'Download', en: 'Downloads', de: 'Downloads', es: 'Descargas', fr: 'Téléchargements', ru: 'Загрузки', zh: '资料下载' },
    slug: { it: 'download', en: 'downloads', de: 'downloads', es: 'descargas', fr: 'telechargements', ru: 'загрузки', zh: 'downloads' },
    intro: {
      it: ['Cataloghi, listini, file CAD, schede tecniche, guide alla manutenzione e certificazioni: tutti i documenti per scegliere, progettare e prendersi cura dei nostri arredi.'],
      en: ['Catalogues, price lists, CAD files, technical data sheets, care guides and certificates: every document you need to choose, specify and look after our furniture.'],
      de: ['Kataloge, Preislisten, CAD-Dateien, technische Datenblätter, Pflegehinweise und Zertifikate: alle Unterlagen, um unsere Möbel auszuwählen, zu planen und zu pflegen.'],
      es: ['Catálogos, listas de precios, archivos CAD, fichas técnicas, guías de mantenimiento y certificados: todos los documentos para elegir, proyectar y cuidar nuestros muebles.'],
      fr: ['Catalogues, tarifs, fichiers CAO, fiches techniques, guides d’entretien et certificats : tous les documents pour choisir, prescrire et entretenir notre mobilier.'],
      ru: ['Каталоги, прайс-листы, файлы САПР, технические описания, руководства по уходу и сертификаты — все документы, чтобы выбрать, спроектировать и сохранить нашу мебель.'],
      zh: ['产品目录、价目表、CAD 文件、技术规格书、保养指南与认证证书：选购、设计与保养我们家具所需的全部资料。'],
    },
  },
  {
    key: 'designers',
    title: { it: 'Designer', en: 'Designers', de: 'Designer', es: 'Diseñadores', fr: 'Designers', ru: 'Дизайнеры', zh: '设计师' },
    slug: { it: 'designer', en: 'designers', de: 'designer', es: 'disenadores', fr: 'designers', ru: 'дизайнеры', zh: 'designers' },
    intro: {
      it: ['Architetti e designer da Milano ad Aarhus, da Kanazawa a San Paolo: le persone che disegnano le collezioni Atelier Vesta e il loro modo di pensare la casa.'],
      en: ['Architects and designers from Milan to Aarhus, from Kanazawa to São Paulo: the people who design the Atelier Vesta collections, and how they think about the home.'],
      de: ['Architekten und Designer von Mailand bis Aarhus, von Kanazawa bis São Paulo: die Menschen hinter den Kollektionen von Atelier Vesta und ihre Vorstellung vom Wohnen.'],
      es: ['Arquitectos y diseñadores de Milán a Aarhus, de Kanazawa a São Paulo: las personas que diseñan las colecciones de Atelier Vesta y su manera de entender la casa.'],
      fr: ['Architectes et designers de Milan à Aarhus, de Kanazawa à São Paulo : les personnes qui dessinent les collections Atelier Vesta et leur façon de penser la maison.'],
      ru: ['Архитекторы и дизайнеры от Милана до Орхуса, от Канадзавы до Сан-Паулу: люди, создающие коллекции Atelier Vesta, и их взгляд на дом.'],
      zh: ['从米兰到奥胡斯，从金泽到圣保罗：为 Atelier Vesta 设计系列作品的建筑师与设计师，以及他们对家的思考。'],
    },
  },

  // ---------- brand and service pages ----------
  {
    key: 'about',
    title: { it: 'Chi siamo', en: 'About us', de: 'Über uns', es: 'Quiénes somos', fr: 'À propos', ru: 'О нас', zh: '关于我们' },
    slug: { it: 'chi-siamo', en: 'about-us', de: 'ueber-uns', es: 'quienes-somos', fr: 'a-propos', ru: 'о-нас', zh: 'about-us' },
    intro: {
      it: [
        'Nel 1962 Ernesto Vesta apre a Lissone un piccolo laboratorio di tappezzeria con tre dipendenti. Sessant’anni dopo, l’azienda è ancora guidata dalla famiglia e dà lavoro a oltre duecento persone, ma ogni divano viene ancora tagliato, cucito e imbottito a mano.',
        'Crediamo in arredi che durano: proporzioni misurate, materiali onesti, rivestimenti sfoderabili e pezzi di ricambio disponibili per decenni. Per questo i nostri artigiani firmano ciò che costruiscono.',
      ],
      en: [
        'In 1962 Ernesto Vesta opened a small upholstery workshop in Lissone with three employees. Sixty years later the company is still family-run and employs more than two hundred people, yet every sofa is still cut, sewn and upholstered by hand.',
        'We believe in furniture that lasts: measured proportions, honest materials, removable covers and spare parts available for decades. That is why our craftspeople sign what they make.',
      ],
      de: [
        '1962 eröffnete Ernesto Vesta in Lissone eine kleine Polsterwerkstatt mit drei Mitarbeitern. Sechzig Jahre später ist das Unternehmen noch immer in Familienhand und beschäftigt mehr als zweihundert Menschen, und doch wird jedes Sofa weiterhin von Hand zugeschnitten, genäht und gepolstert.',
        'Wir glauben an Möbel, die bleiben: ausgewogene Proportionen, ehrliche Materialien, abziehbare Bezüge und Ersatzteile, die über Jahrzehnte verfügbar sind. Deshalb signieren unsere Handwerker, was sie bauen.',
      ],
      es: [
        'En 1962 Ernesto Vesta abrió en Lissone un pequeño taller de tapicería con tres empleados. Sesenta años después, la empresa sigue en manos de la familia y da trabajo a más de doscientas personas, pero cada sofá se sigue cortando, cosiendo y tapizando a mano.',
        'Creemos en muebles que duran: proporciones medidas, materiales honestos, fundas desenfundables y piezas de recambio disponibles durante décadas. Por eso nuestros artesanos firman lo que construyen.',
      ],
      fr: [
        'En 1962, Ernesto Vesta ouvre à Lissone un petit atelier de tapisserie avec trois employés. Soixante ans plus tard, l’entreprise est toujours familiale et emploie plus de deux cents personnes, mais chaque canapé est encore coupé, cousu et garni à la main.',
        'Nous croyons à un mobilier qui dure : des proportions mesurées, des matières honnêtes, des housses déhoussables et des pièces de rechange disponibles pendant des décennies. C’est pourquoi nos artisans signent ce qu’ils fabriquent.',
      ],
      ru: [
        'В 1962 году Эрнесто Веста открыл в Лиссоне небольшую обивочную мастерскую с тремя сотрудниками. Шестьдесят лет спустя компания по-прежнему остается семейной и насчитывает более двухсот сотрудников, но каждый диван, как и раньше, кроят, шьют и набивают вручную.',
        'Мы верим в мебель, которая служит долго: выверенные пропорции, честные материалы, съемные чехлы и запасные части, доступные десятилетиями. Поэтому наши мастера подписывают то, что создают.',
      ],
      zh: [
        '1962 年，Ernesto Vesta 在利索内开设了一间只有三名员工的小型软包工坊。六十年后，公司依然由家族经营，员工已逾两百人，但每一张沙发仍坚持手工裁剪、缝制与填充。',
        '我们相信经久耐用的家具：恰到好处的比例、真诚的材料、可拆洗的外套，以及数十年持续供应的替换部件。正因如此，我们的匠人会在自己制作的每件作品上署名。',
      ],
    },
    image: { kind: 'workshop', palette: ['#e8e1d5', '#b49a78', '#6d5442', '#d1b27c'], seed: 607 },
  },
  {
    key: 'products-panoramics',
    template: 'productPanoramics',
    title: { it: 'Ambienti', en: 'Products in their settings', de: 'Produkte im Ambiente', es: 'Productos en su ambiente', fr: 'Produits en situation', ru: 'Мебель в интерьере', zh: '产品场景' },
    slug: { it: 'ambienti-prodotti', en: 'products-in-their-settings', de: 'produkte-im-ambiente', es: 'productos-en-ambiente', fr: 'produits-en-situation', ru: 'мебель-в-интерьере', zh: 'product-settings' },
    intro: {
      it: ['Divani, letti, tavoli e luci nelle case, negli hotel e negli spazi dove vivono: scegli un’immagine per scoprire il pezzo che racconta.'],
      en: ['Sofas, beds, tables and lights in the homes, hotels and spaces where they live: choose a picture to discover the piece it shows.'],
      de: ['Sofas, Betten, Tische und Leuchten in den Wohnungen, Hotels und Räumen, in denen sie leben: Wählen Sie ein Bild, um das Stück zu entdecken, das es zeigt.'],
      es: ['Sofás, camas, mesas y lámparas en las casas, hoteles y espacios donde viven: elige una imagen para descubrir la pieza que muestra.'],
      fr: ['Canapés, lits, tables et luminaires dans les maisons, hôtels et lieux où ils vivent : choisissez une image pour découvrir la pièce qu’elle montre.'],
      ru: ['Диваны, кровати, столы и светильники в домах, отелях и пространствах, где они живут: выберите снимок, чтобы узнать о предмете на нём.'],
      zh: ['沙发、床、餐桌与灯具，置身于它们所在的住宅、酒店与空间之中：选择一张图片，了解其中的作品。'],
    },
  },
  {
    key: 'materials-panoramics',
    template: 'materialPanoramics',
    title: { it: 'Materiali in ambiente', en: 'Materials in their settings', de: 'Materialien im Ambiente', es: 'Materiales en su ambiente', fr: 'Matériaux en situation', ru: 'Материалы в интерьере', zh: '材料场景' },
    slug: { it: 'materiali-in-ambiente', en: 'materials-in-their-settings', de: 'materialien-im-ambiente', es: 'materiales-en-ambiente', fr: 'materiaux-en-situation', ru: 'материалы-в-интерьере', zh: 'material-settings' },
    intro: {
      it: ['Pelli, tessuti, legni, pietre e metalli come appaiono nella luce di una stanza: scegli un’immagine per conoscere il materiale.'],
      en: ['Leathers, fabrics, woods, stones and metals as they look in the light of a room: choose a picture to meet the material.'],
      de: ['Leder, Stoffe, Hölzer, Steine und Metalle, wie sie im Licht eines Raumes wirken: Wählen Sie ein Bild, um das Material kennenzulernen.'],
      es: ['Pieles, tejidos, maderas, piedras y metales tal como se ven a la luz de una habitación: elige una imagen para conocer el material.'],
      fr: ['Cuirs, tissus, bois, pierres et métaux tels qu’ils apparaissent dans la lumière d’une pièce : choisissez une image pour découvrir la matière.'],
      ru: ['Кожа, ткани, дерево, камень и металл в естественном свете комнаты: выберите снимок, чтобы познакомиться с материалом.'],
      zh: ['皮革、织物、木材、石材与金属在室内光线中的模样：选择一张图片，认识这种材料。'],
    },
  },
  {
    key: 'art-of-materials',
    template: 'artOfMaterials',
    title: { it: 'L’arte dei materiali', en: 'The art of materials', de: 'Die Kunst der Materialien', es: 'El arte de los materiales', fr: 'L’art des matériaux', ru: 'Искусство материалов', zh: '材料的艺术' },
    slug: { it: 'arte-dei-materiali', en: 'art-of-materials', de: 'kunst-der-materialien', es: 'arte-de-los-materiales', fr: 'art-des-materiaux', ru: 'искусство-материалов', zh: 'art-of-materials' },
    intro: {
      it: [
        'Una pelle conciata al vegetale, un lino lavato in pietra, un noce stagionato per due anni, un marmo scelto lastra per lastra: per noi il materiale viene prima della forma.',
        'Visitiamo concerie, tessiture, segherie e cave, e seguiamo ogni materiale dal fornitore al laboratorio. È così che possiamo garantirne la provenienza e promettervi che invecchierà con bellezza.',
      ],
      en: [
        'A vegetable-tanned leather, a stone-washed linen, a walnut seasoned for two years, a marble chosen slab by slab: for us, material comes before form.',
        'We visit tanneries, weaving mills, sawmills and quarries, and follow every material from supplier to workshop. That is how we can vouch for its origin and promise you that it will age beautifully.',
      ],
      de: [
        'Ein pflanzlich gegerbtes Leder, ein steingewaschenes Leinen, ein zwei Jahre gelagerter Nussbaum, ein Marmor, Platte für Platte ausgewählt: Für uns kommt das Material vor der Form.',
        'Wir besuchen Gerbereien, Webereien, Sägewerke und Steinbrüche und begleiten jedes Material vom Lieferanten bis in die Werkstatt. So können wir für seine Herkunft einstehen und Ihnen versprechen, dass es in Schönheit altert.',
      ],
      es: [
        'Una piel de curtido vegetal, un lino lavado a la piedra, un nogal curado durante dos años, un mármol elegido losa a losa: para nosotros, el material va antes que la forma.',
        'Visitamos curtidurías, tejedurías, aserraderos y canteras, y seguimos cada material del proveedor al taller. Así podemos garantizar su procedencia y prometerle que envejecerá con belleza.',
      ],
      fr: [
        'Un cuir tanné végétal, un lin lavé à la pierre, un noyer séché pendant deux ans, un marbre choisi tranche par tranche : pour nous, la matière précède la forme.',
        'Nous visitons tanneries, tissages, scieries et carrières, et suivons chaque matériau du fournisseur jusqu’à l’atelier. C’est ainsi que nous pouvons en garantir l’origine et vous promettre qu’il vieillira avec grâce.',
      ],
      ru: [
        'Кожа растительного дубления, лен с эффектом стирки с камнями, орех, выдержанный два года, мрамор, отобранный слэб за слэбом: для нас материал важнее формы.',
        'Мы бываем на кожевенных заводах, ткацких фабриках, лесопилках и в карьерах и следим за каждым материалом на пути от поставщика до мастерской. Поэтому мы можем поручиться за его происхождение и обещать, что он будет красиво стареть.',
      ],
      zh: [
        '一张植鞣皮革、一块石洗亚麻、一段风干两年的胡桃木、一块逐板甄选的大理石：对我们而言，材料先于形式。',
        '我们走访制革厂、织造厂、锯木厂与采石场，追踪每种材料从供应商到工坊的全过程。因此我们能够为其来源作保，并承诺它会随岁月愈发美丽。',
      ],
    },
    image: { kind: 'workshop', palette: ['#eeece8', '#cfcac2', '#8d8a84', '#b8a184'], seed: 608 },
  },
  {
    key: 'contacts',
    form: 'contact',
    title: { it: 'Contatti', en: 'Contact us', de: 'Kontakt', es: 'Contacto', fr: 'Contact', ru: 'Контакты', zh: '联系我们' },
    slug: { it: 'contatti', en: 'contacts', de: 'kontakt', es: 'contacto', fr: 'contact', ru: 'контакты', zh: 'contacts' },
    intro: {
      it: [
        'Atelier Vesta S.p.A., [Viale Martiri della Libertà 42, 20851 Lissone (MB)](https://www.openstreetmap.org/search?query=Viale%20Martiri%20della%20Libert%C3%A0%2042%2C%2020851%20Lissone%2C%20Italia). Telefono +39 039 245 1962, dal lunedì al venerdì dalle 9 alle 18.',
        'Per informazioni sui prodotti scrivete a info@ateliervesta.example; per progetti contract a contract@ateliervesta.example; per la stampa a press@ateliervesta.example.',
      ],
      en: [
        'Atelier Vesta S.p.A., [Viale Martiri della Libertà 42, 20851 Lissone (MB)](https://www.openstreetmap.org/search?query=Viale%20Martiri%20della%20Libert%C3%A0%2042%2C%2020851%20Lissone%2C%20Italia), Italy. Telephone +39 039 245 1962, Monday to Friday, 9 am to 6 pm (CET).',
        'For product information write to info@ateliervesta.example; for contract projects to contract@ateliervesta.example; for press enquiries to press@ateliervesta.example.',
      ],
      de: [
        'Atelier Vesta S.p.A., [Viale Martiri della Libertà 42, 20851 Lissone (MB)](https://www.openstreetmap.org/search?query=Viale%20Martiri%20della%20Libert%C3%A0%2042%2C%2020851%20Lissone%2C%20Italia), Italien. Telefon +39 039 245 1962, Montag bis Freitag von 9 bis 18 Uhr (MEZ).',
        'Produktinformationen erhalten Sie unter info@ateliervesta.example, Anfragen zu Objektprojekten richten Sie bitte an contract@ateliervesta.example, Presseanfragen an press@ateliervesta.example.',
      ],
      es: [
        'Atelier Vesta S.p.A., [Viale Martiri della Libertà 42, 20851 Lissone (MB)](https://www.openstreetmap.org/search?query=Viale%20Martiri%20della%20Libert%C3%A0%2042%2C%2020851%20Lissone%2C%20Italia), Italia. Teléfono +39 039 245 1962, de lunes a viernes, de 9 a 18 h (hora de Italia).',
        'Para información sobre productos escriba a info@ateliervesta.example; para proyectos contract, a contract@ateliervesta.example; para prensa, a press@ateliervesta.example.',
      ],
      fr: [
        'Atelier Vesta S.p.A., [Viale Martiri della Libertà 42, 20851 Lissone (MB)](https://www.openstreetmap.org/search?query=Viale%20Martiri%20della%20Libert%C3%A0%2042%2C%2020851%20Lissone%2C%20Italia), Italie. Téléphone +39 039 245 1962, du lundi au vendredi de 9 h à 18 h (heure de Paris).',
        'Pour toute information produit, écrivez à info@ateliervesta.example ; pour les projets contract, à contract@ateliervesta.example ; pour la presse, à press@ateliervesta.example.',
      ],
      ru: [
        'Atelier Vesta S.p.A., [Viale Martiri della Libertà 42, 20851 Лиссоне (MB)](https://www.openstreetmap.org/search?query=Viale%20Martiri%20della%20Libert%C3%A0%2042%2C%2020851%20Lissone%2C%20Italia), Италия. Телефон +39 039 245 1962, с понедельника по пятницу с 9:00 до 18:00 по центральноевропейскому времени.',
        'Вопросы о продукции направляйте на info@ateliervesta.example, по контрактным проектам — на contract@ateliervesta.example, для прессы — на press@ateliervesta.example.',
      ],
      zh: [
        'Atelier Vesta S.p.A.，[意大利利索内（MB）Viale Martiri della Libertà 42 号](https://www.openstreetmap.org/search?query=Viale%20Martiri%20della%20Libert%C3%A0%2042%2C%2020851%20Lissone%2C%20Italia)，邮编 20851。电话 +39 039 245 1962，周一至周五 9:00 至 18:00（欧洲中部时间）。',
        '产品咨询请发送邮件至 info@ateliervesta.example；工程项目请联系 contract@ateliervesta.example；媒体垂询请联系 press@ateliervesta.example。',
      ],
    },
  },
  {
    key: 'work-with-us',
    title: { it: 'Lavora con noi', en: 'Work with us', de: 'Karriere', es: 'Trabaja con nosotros', fr: 'Carrières', ru: 'Вакансии', zh: '加入我们' },
    slug: { it: 'lavora-con-noi', en: 'work-with-us', de: 'karriere', es: 'trabaja-con-nosotros', fr: 'carrieres', ru: 'вакансии', zh: 'careers' },
    intro: {
      it: [
        'Cerchiamo persone che amano il lavoro fatto bene: tappezzieri, falegnami, progettisti, consulenti d’arredo per i nostri showroom nel mondo.',
        'Ogni anno la nostra scuola interna forma dieci giovani apprendisti nel mestiere della tappezzeria. Inviate il vostro curriculum a careers@ateliervesta.example.',
      ],
      en: [
        'We are looking for people who love work done well: upholsterers, cabinetmakers, designers and interior consultants for our showrooms around the world.',
        'Every year our in-house school trains ten young apprentices in the craft of upholstery. Send your CV to careers@ateliervesta.example.',
      ],
      de: [
        'Wir suchen Menschen, die gute Arbeit lieben: Polsterer, Tischler, Planer und Einrichtungsberater für unsere Showrooms in aller Welt.',
        'Jedes Jahr bildet unsere hauseigene Schule zehn junge Lehrlinge im Polsterhandwerk aus. Senden Sie Ihren Lebenslauf an careers@ateliervesta.example.',
      ],
      es: [
        'Buscamos personas que amen el trabajo bien hecho: tapiceros, ebanistas, proyectistas y asesores de interiorismo para nuestros showrooms en todo el mundo.',
        'Cada año, nuestra escuela interna forma a diez jóvenes aprendices en el oficio de la tapicería. Envíe su currículum a careers@ateliervesta.example.',
      ],
      fr: [
        'Nous recherchons des personnes qui aiment le travail bien fait : tapissiers, ébénistes, concepteurs et conseillers en aménagement pour nos showrooms dans le monde.',
        'Chaque année, notre école interne forme dix jeunes apprentis au métier de tapissier. Envoyez votre CV à careers@ateliervesta.example.',
      ],
      ru: [
        'Мы ищем людей, которые любят хорошо сделанную работу: обивщиков, столяров, проектировщиков и консультантов по интерьеру для наших шоурумов по всему миру.',
        'Каждый год наша собственная школа обучает обивочному ремеслу десять молодых учеников. Присылайте резюме на careers@ateliervesta.example.',
      ],
      zh: [
        '我们寻找热爱精工细作的人：软包匠人、木工、设计师，以及服务于全球各地展厅的家居顾问。',
        '我们的内部学校每年培养十名软包学徒。请将简历发送至 careers@ateliervesta.example。',
      ],
    },
    image: { kind: 'workshop', palette: ['#ece6da', '#a98f6b', '#5a4634', '#7c8a6a'], seed: 609 },
    form: 'work-with-us',
  },
  {
    key: 'product-enquiry',
    title: { it: 'Richiesta su un prodotto', en: 'Product enquiry', de: 'Produktanfrage', es: 'Consulta sobre un producto', fr: 'Demande sur un produit', ru: 'Запрос об изделии', zh: '产品咨询' },
    slug: { it: 'richiesta-prodotto', en: 'product-enquiry', de: 'produktanfrage', es: 'consulta-producto', fr: 'demande-produit', ru: 'запрос-об-изделии', zh: 'product-enquiry' },
    intro: {
      it: ['Una domanda su misure, rivestimenti, tempi di consegna o su dove vedere un pezzo dal vero? Scriveteci: rispondiamo entro due giorni lavorativi.'],
      en: ['A question about sizes, coverings, delivery times or where to see a piece in person? Write to us: we answer within two working days.'],
      de: ['Eine Frage zu Maßen, Bezügen, Lieferzeiten oder wo Sie ein Stück in natura sehen können? Schreiben Sie uns: Wir antworten innerhalb von zwei Werktagen.'],
      es: ['¿Una pregunta sobre medidas, tapizados, plazos de entrega o dónde ver una pieza en persona? Escríbanos: respondemos en dos días laborables.'],
      fr: ['Une question sur les dimensions, les revêtements, les délais de livraison ou sur l’endroit où voir une pièce en vrai ? Écrivez-nous : nous répondons sous deux jours ouvrés.'],
      ru: ['Вопрос о размерах, обивке, сроках доставки или о том, где увидеть изделие вживую? Напишите нам: мы отвечаем в течение двух рабочих дней.'],
      zh: ['对尺寸、面料、交货时间或在哪里看到实物有疑问？请给我们留言：我们将在两个工作日内回复。'],
    },
    form: 'product-contact',
  },

  // ---------- legal ----------
  {
    key: 'privacy',
    title: { it: 'Informativa sulla privacy', en: 'Privacy policy', de: 'Datenschutzerklärung', es: 'Política de privacidad', fr: 'Politique de confidentialité', ru: 'Политика конфиденциальности', zh: '隐私政策' },
    slug: { it: 'privacy', en: 'privacy-policy', de: 'datenschutz', es: 'privacidad', fr: 'confidentialite', ru: 'конфиденциальность', zh: 'privacy' },
    intro: {
      it: [
        'Atelier Vesta S.p.A., titolare del trattamento, tratta i dati personali raccolti su questo sito nel rispetto del Regolamento (UE) 2016/679 (GDPR), solo per le finalità indicate e per il tempo strettamente necessario.',
        'Potete esercitare in qualsiasi momento i diritti di accesso, rettifica, cancellazione e opposizione scrivendo a privacy@ateliervesta.example.',
      ],
      en: [
        'Atelier Vesta S.p.A., as data controller, processes the personal data collected on this website in accordance with Regulation (EU) 2016/679 (GDPR), solely for the stated purposes and for no longer than necessary.',
        'You may exercise your rights of access, rectification, erasure and objection at any time by writing to privacy@ateliervesta.example.',
      ],
      de: [
        'Die Atelier Vesta S.p.A. verarbeitet als Verantwortliche die auf dieser Website erhobenen personenbezogenen Daten gemäß der Verordnung (EU) 2016/679 (DSGVO), ausschließlich zu den angegebenen Zwecken und nur so lange wie nötig.',
        'Ihre Rechte auf Auskunft, Berichtigung, Löschung und Widerspruch können Sie jederzeit per E-Mail an privacy@ateliervesta.example geltend machen.',
      ],
      es: [
        'Atelier Vesta S.p.A., como responsable del tratamiento, trata los datos personales recogidos en este sitio web conforme al Reglamento (UE) 2016/679 (RGPD), únicamente para los fines indicados y durante el tiempo estrictamente necesario.',
        'Puede ejercer en cualquier momento sus derechos de acceso, rectificación, supresión y oposición escribiendo a privacy@ateliervesta.example.',
      ],
      fr: [
        'Atelier Vesta S.p.A., responsable du traitement, traite les données personnelles collectées sur ce site conformément au Règlement (UE) 2016/679 (RGPD), uniquement pour les finalités indiquées et pour la durée strictement nécessaire.',
        'Vous pouvez exercer à tout moment vos droits d’accès, de rectification, d’effacement et d’opposition en écrivant à privacy@ateliervesta.example.',
      ],
      ru: [
        'Atelier Vesta S.p.A. как оператор обрабатывает персональные данные, собранные на этом сайте, в соответствии с Регламентом (ЕС) 2016/679 (GDPR), исключительно в указанных целях и не дольше, чем это необходимо.',
        'Вы можете в любой момент воспользоваться правом на доступ, исправление, удаление данных и возражение против их обработки, написав на privacy@ateliervesta.example.',
      ],
      zh: [
        'Atelier Vesta S.p.A. 作为数据控制者，依据欧盟第 2016/679 号条例（《通用数据保护条例》）处理本网站收集的个人数据，仅用于所述目的，且保存期限不超过必要时间。',
        '您可随时发送邮件至 privacy@ateliervesta.example，行使查阅、更正、删除及反对处理的权利。',
      ],
    },
  },
  {
    key: 'cookies',
    title: { it: 'Informativa sui cookie', en: 'Cookie policy', de: 'Cookie-Richtlinie', es: 'Política de cookies', fr: 'Politique relative aux cookies', ru: 'Политика в отношении файлов cookie', zh: 'Cookie 政策' },
    slug: { it: 'informativa-cookie', en: 'cookie-policy', de: 'cookie-richtlinie', es: 'politica-de-cookies', fr: 'politique-cookies', ru: 'политика-cookie', zh: 'cookies' },
    intro: {
      it: ['Questo sito utilizza cookie tecnici, necessari al suo funzionamento, e, solo con il vostro consenso, cookie di analisi in forma anonima. Potete modificare le vostre preferenze in qualsiasi momento dal link in fondo alla pagina.'],
      en: ['This website uses technical cookies that are necessary for it to work and, only with your consent, anonymised analytics cookies. You can change your preferences at any time from the link at the bottom of the page.'],
      de: ['Diese Website verwendet technisch notwendige Cookies und, nur mit Ihrer Einwilligung, anonymisierte Analyse-Cookies. Sie können Ihre Einstellungen jederzeit über den Link am Seitenende ändern.'],
      es: ['Este sitio web utiliza cookies técnicas, necesarias para su funcionamiento, y, solo con su consentimiento, cookies analíticas anonimizadas. Puede modificar sus preferencias en cualquier momento desde el enlace al pie de página.'],
      fr: ['Ce site utilise des cookies techniques nécessaires à son fonctionnement et, uniquement avec votre consentement, des cookies de mesure d’audience anonymisés. Vous pouvez modifier vos préférences à tout moment depuis le lien en bas de page.'],
      ru: ['Этот сайт использует технические файлы cookie, необходимые для его работы, а также — только с вашего согласия — анонимные аналитические cookie. Изменить настройки можно в любой момент по ссылке внизу страницы.'],
      zh: ['本网站使用维持正常运行所必需的技术性 Cookie，并仅在征得您同意后使用匿名化的分析类 Cookie。您可随时通过页面底部的链接更改偏好设置。'],
    },
  },
  {
    key: 'terms',
    title: { it: 'Termini e condizioni', en: 'Terms and conditions', de: 'Allgemeine Geschäftsbedingungen', es: 'Términos y condiciones', fr: 'Conditions générales', ru: 'Условия использования', zh: '条款与条件' },
    slug: { it: 'termini-e-condizioni', en: 'terms-and-conditions', de: 'agb', es: 'terminos-y-condiciones', fr: 'conditions-generales', ru: 'условия', zh: 'terms' },
    intro: {
      it: [
        'Le condizioni che regolano l’uso di questo sito e le vendite effettuate dai nostri flagship: prezzi, tempi di consegna, garanzia di cinque anni sulle strutture e diritto di recesso.',
        'I contenuti, le immagini e i marchi pubblicati sono di proprietà di Atelier Vesta S.p.A. e non possono essere riprodotti senza autorizzazione scritta.',
      ],
      en: [
        'The conditions governing the use of this website and sales made by our flagship stores: prices, delivery times, a five-year guarantee on frames, and the right of withdrawal.',
        'The content, images and trademarks published here are the property of Atelier Vesta S.p.A. and may not be reproduced without written permission.',
      ],
      de: [
        'Die Bedingungen für die Nutzung dieser Website und für Verkäufe in unseren Flagship-Stores: Preise, Lieferzeiten, fünf Jahre Garantie auf die Gestelle und Widerrufsrecht.',
        'Die veröffentlichten Inhalte, Bilder und Marken sind Eigentum der Atelier Vesta S.p.A. und dürfen ohne schriftliche Genehmigung nicht vervielfältigt werden.',
      ],
      es: [
        'Las condiciones que regulan el uso de este sitio web y las ventas realizadas por nuestras flagships: precios, plazos de entrega, garantía de cinco años en las estructuras y derecho de desistimiento.',
        'Los contenidos, imágenes y marcas publicados son propiedad de Atelier Vesta S.p.A. y no pueden reproducirse sin autorización por escrito.',
      ],
      fr: [
        'Les conditions qui régissent l’utilisation de ce site et les ventes réalisées par nos flagships : prix, délais de livraison, garantie de cinq ans sur les structures et droit de rétractation.',
        'Les contenus, images et marques publiés sont la propriété d’Atelier Vesta S.p.A. et ne peuvent être reproduits sans autorisation écrite.',
      ],
      ru: [
        'Условия использования этого сайта и продаж в наших флагманских магазинах: цены, сроки доставки, пятилетняя гарантия на каркасы и право на отказ от покупки.',
        'Опубликованные материалы, изображения и товарные знаки принадлежат Atelier Vesta S.p.A. и не могут воспроизводиться без письменного разрешения.',
      ],
      zh: [
        '规范本网站使用及旗舰店销售的相关条款：价格、交货周期、框架五年质保以及退货权利。',
        '本网站发布的内容、图片与商标均归 Atelier Vesta S.p.A. 所有，未经书面许可不得转载。',
      ],
    },
  },
]

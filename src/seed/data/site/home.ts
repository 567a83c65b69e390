import type { HomeSeed } from '../types'

/** The international home page. */
export const home: HomeSeed = {
  slides: [
    {
      title: {
        it: 'Fatto a mano in Brianza dal 1962',
        en: 'Handmade in Brianza since 1962',
        de: 'Handgefertigt in der Brianza seit 1962',
        es: 'Hecho a mano en la Brianza desde 1962',
        fr: 'Fait main en Brianza depuis 1962',
        ru: 'Ручная работа из Брианцы с 1962 года',
        zh: '自 1962 年起，于布里安扎手工打造',
      },
      text: {
        it: 'Divani, letti e tavoli costruiti uno per uno dai nostri artigiani, per case da vivere ogni giorno.',
        en: 'Sofas, beds and tables built one by one by our craftspeople, for homes that are lived in every day.',
        de: 'Sofas, Betten und Tische, von unseren Handwerkern Stück für Stück gebaut, für ein Zuhause, das jeden Tag gelebt wird.',
        es: 'Sofás, camas y mesas construidos uno a uno por nuestros artesanos, para casas que se viven cada día.',
        fr: 'Canapés, lits et tables fabriqués un à un par nos artisans, pour des maisons vécues au quotidien.',
        ru: 'Диваны, кровати и столы, которые наши мастера создают поштучно, — для домов, где живут каждый день.',
        zh: '沙发、床具与餐桌由我们的匠人逐件打造，为日日生活其中的家而生。',
      },
      image: { kind: 'living', palette: ['#efe9e1', '#c8b59a', '#6b4a33', '#b5893d', '#2b2a28'], seed: 501 },
      link: {
        label: { it: 'Scopri la collezione', en: 'Discover the collection', de: 'Kollektion entdecken', es: 'Descubra la colección', fr: 'Découvrir la collection', ru: 'Смотреть коллекцию', zh: '探索系列' },
        target: { kind: 'page', key: 'products' },
      },
    },
    {
      title: {
        it: 'Giardino: la casa si sposta all’aperto',
        en: 'Giardino: the home moves outdoors',
        de: 'Giardino: Das Zuhause zieht nach draußen',
        es: 'Giardino: la casa sale al aire libre',
        fr: 'Giardino : la maison s’installe dehors',
        ru: 'Giardino: дом выходит в сад',
        zh: '“花园”：把家搬到户外',
      },
      text: {
        it: 'Sedie in corda intrecciata, tavolini in pietra lavica e tappeti che non temono la pioggia: le novità per l’esterno presentate al Salone del Mobile 2026.',
        en: 'Woven-cord chairs, lava stone tables and rugs that shrug off the rain: the new outdoor pieces presented at the 2026 Salone del Mobile.',
        de: 'Stühle aus geflochtener Kordel, Tische aus Lavastein und Teppiche, denen Regen nichts anhaben kann: die Outdoor-Neuheiten vom Salone del Mobile 2026.',
        es: 'Sillas de cuerda trenzada, mesas de piedra volcánica y alfombras que no temen la lluvia: las novedades de exterior presentadas en el Salone del Mobile 2026.',
        fr: 'Chaises en cordage tressé, tables en pierre de lave et tapis qui ne craignent pas la pluie : les nouveautés outdoor présentées au Salone del Mobile 2026.',
        ru: 'Стулья из плетеного шнура, столики из вулканического камня и ковры, которым не страшен дождь, — уличные новинки, представленные на Salone del Mobile 2026.',
        zh: '编绳座椅、熔岩石茶几与不惧雨水的地毯：2026 年米兰国际家具展发布的户外新品。',
      },
      image: { kind: 'outdoor', palette: ['#e9ecdf', '#9fb08a', '#5d7553', '#d6c6a3', '#c2703d'], seed: 502 },
      link: {
        label: { it: 'Scopri le novità', en: 'See what’s new', de: 'Neuheiten entdecken', es: 'Ver las novedades', fr: 'Voir les nouveautés', ru: 'Смотреть новинки', zh: '查看新品' },
        target: { kind: 'page', key: 'whats-new' },
      },
    },
    {
      title: {
        it: 'Cirro, morbido come una nuvola',
        en: 'Cirro, as soft as a cloud',
        de: 'Cirro, weich wie eine Wolke',
        es: 'Cirro, suave como una nube',
        fr: 'Cirro, doux comme un nuage',
        ru: 'Cirro — мягкая, как облако',
        zh: 'Cirro，如云般柔软',
      },
      text: {
        it: 'Una testiera bassa fatta di cuscini e un rivestimento che scende fino a terra: il letto che porta quiete nella camera.',
        en: 'A low headboard made of cushions and a cover that falls to the floor: the bed that brings calm to the bedroom.',
        de: 'Ein niedriges Kopfteil aus Kissen und ein Bezug, der bis zum Boden reicht: das Bett, das Ruhe ins Schlafzimmer bringt.',
        es: 'Un cabecero bajo de cojines y una tapicería que llega hasta el suelo: la cama que lleva la calma al dormitorio.',
        fr: 'Une tête de lit basse faite de coussins et un revêtement qui descend jusqu’au sol : le lit qui apporte le calme dans la chambre.',
        ru: 'Низкое изголовье из подушек и обивка до самого пола: кровать, которая приносит в спальню покой.',
        zh: '由靠垫构成的低矮床头，外套垂至地面：为卧室带来宁静的一张床。',
      },
      image: { kind: 'bedroom', palette: ['#f1eee8', '#d9d1c3', '#b39b7a', '#8b8f8e', '#5b4a3b'], seed: 503 },
      link: {
        label: { it: 'Scopri i letti', en: 'Explore beds', de: 'Betten entdecken', es: 'Descubra las camas', fr: 'Découvrir les lits', ru: 'Смотреть кровати', zh: '探索床具' },
        target: { kind: 'category', identifier: 'beds' },
      },
    },
  ],
  intro: {
    title: {
      it: 'Una casa italiana, nel mondo',
      en: 'An Italian home, all over the world',
      de: 'Ein italienisches Zuhause, in aller Welt',
      es: 'Una casa italiana, en todo el mundo',
      fr: 'Une maison italienne, partout dans le monde',
      ru: 'Итальянский дом по всему миру',
      zh: '一个意大利的家，遍及世界',
    },
    text: {
      it: [
        'Atelier Vesta nasce nel 1962 a Lissone, nel cuore della Brianza, come piccolo laboratorio di tappezzeria. Oggi disegniamo e produciamo arredi per tutta la casa, ma il metodo è rimasto lo stesso: materiali scelti uno per uno, mani esperte e il tempo necessario per fare le cose bene.',
        'Le nostre collezioni nascono dal dialogo con architetti e designer di tutto il mondo e arrivano nelle case attraverso trenta showroom e rivenditori in cinque continenti.',
      ],
      en: [
        'Atelier Vesta was founded in 1962 in Lissone, in the heart of Brianza, as a small upholstery workshop. Today we design and make furniture for the whole home, but our method has not changed: materials chosen one by one, skilled hands and the time it takes to do things well.',
        'Our collections grow out of a dialogue with architects and designers from around the world, and reach homes through thirty showrooms and dealers on five continents.',
      ],
      de: [
        'Atelier Vesta wurde 1962 in Lissone, im Herzen der Brianza, als kleine Polsterwerkstatt gegründet. Heute entwerfen und fertigen wir Möbel für das ganze Zuhause, doch unsere Arbeitsweise ist dieselbe geblieben: Materialien, die einzeln ausgewählt werden, erfahrene Hände und die Zeit, die es braucht, um Dinge gut zu machen.',
        'Unsere Kollektionen entstehen im Dialog mit Architekten und Designern aus aller Welt und finden über dreißig Showrooms und Händler auf fünf Kontinenten ihren Weg in die Wohnungen.',
      ],
      es: [
        'Atelier Vesta nació en 1962 en Lissone, en el corazón de la Brianza, como un pequeño taller de tapicería. Hoy diseñamos y fabricamos muebles para toda la casa, pero el método sigue siendo el mismo: materiales elegidos uno a uno, manos expertas y el tiempo necesario para hacer bien las cosas.',
        'Nuestras colecciones nacen del diálogo con arquitectos y diseñadores de todo el mundo y llegan a los hogares a través de treinta showrooms y distribuidores en cinco continentes.',
      ],
      fr: [
        'Atelier Vesta est né en 1962 à Lissone, au cœur de la Brianza, sous la forme d’un petit atelier de tapisserie. Aujourd’hui, nous dessinons et fabriquons du mobilier pour toute la maison, mais la méthode n’a pas changé : des matières choisies une à une, des mains expertes et le temps qu’il faut pour bien faire les choses.',
        'Nos collections naissent du dialogue avec des architectes et des designers du monde entier, et entrent dans les maisons grâce à trente showrooms et revendeurs sur cinq continents.',
      ],
      ru: [
        'Atelier Vesta появилась в 1962 году в Лиссоне, в самом сердце Брианцы, как небольшая обивочная мастерская. Сегодня мы проектируем и производим мебель для всего дома, но метод остался прежним: материалы, отобранные поштучно, опытные руки и столько времени, сколько нужно, чтобы сделать вещь хорошо.',
        'Наши коллекции рождаются в диалоге с архитекторами и дизайнерами со всего мира и приходят в дома через тридцать шоурумов и дилеров на пяти континентах.',
      ],
      zh: [
        'Atelier Vesta 于 1962 年创立于布里安扎核心地带的利索内，最初只是一间小小的软包工坊。如今我们为整个家设计并制作家具，但方法始终如一：逐一甄选的材料、娴熟的双手，以及把事情做好所需的时间。',
        '我们的系列诞生于与世界各地建筑师和设计师的对话，并通过遍布五大洲的三十家展厅与经销商走进千家万户。',
      ],
    },
  },
  featuredTitle: { it: 'I nostri classici', en: 'Our classics', de: 'Unsere Klassiker', es: 'Nuestros clásicos', fr: 'Nos classiques', ru: 'Наша классика', zh: '经典之作' },
  featuredProducts: ['astor-sofa', 'bruma-sofa', 'onda-daybed', 'cirro-bed', 'tavola-dining-table', 'margherita-chair', 'goccia-pendant', 'duna-rug'],
  teasersTitle: { it: 'Ispirazioni e racconti', en: 'Inspiration and stories', de: 'Inspirationen und Geschichten', es: 'Inspiración e historias', fr: 'Inspirations et récits', ru: 'Идеи и истории', zh: '灵感与故事' },
  teasers: [
    { collection: 'moods', key: 'riviera' },
    { collection: 'moods', key: 'terra' },
    { collection: 'projects', key: 'villa-lake-como' },
    { collection: 'projects', key: 'hotel-kamo-kyoto' },
    { collection: 'stories', key: 'salone-del-mobile-2026' },
    { collection: 'stories', key: 'cirro-collection' },
  ],
  quote: {
    text: {
      it: 'Un divano non è finito quando esce dal laboratorio, ma quando qualcuno ci si siede per la prima volta.',
      en: 'A sofa is not finished when it leaves the workshop, but when someone sits on it for the first time.',
      de: 'Ein Sofa ist nicht fertig, wenn es die Werkstatt verlässt, sondern wenn sich zum ersten Mal jemand daraufsetzt.',
      es: 'Un sofá no está terminado cuando sale del taller, sino cuando alguien se sienta en él por primera vez.',
      fr: 'Un canapé n’est pas terminé quand il quitte l’atelier, mais quand quelqu’un s’y assied pour la première fois.',
      ru: 'Диван не закончен, когда покидает мастерскую, — он закончен, когда на него впервые кто-то садится.',
      zh: '沙发离开工坊时并未完成，直到第一次有人坐上它，它才真正完成。',
    },
    author: 'Marta Ferrandi',
    role: { it: 'Designer', en: 'Designer', de: 'Designerin', es: 'Diseñadora', fr: 'Designer', ru: 'Дизайнер', zh: '设计师' },
  },
  cta: {
    title: { it: 'Vieni a trovarci', en: 'Come and see us', de: 'Besuchen Sie uns', es: 'Venga a vernos', fr: 'Venez nous rendre visite', ru: 'Приходите к нам', zh: '欢迎莅临' },
    text: {
      it: 'Sedersi su un divano, toccare una pelle, vedere un marmo alla luce del giorno: trova lo showroom o il rivenditore più vicino a te.',
      en: 'Sit on a sofa, touch a leather, see a marble in daylight: find the showroom or dealer nearest to you.',
      de: 'Auf einem Sofa Platz nehmen, ein Leder berühren, einen Marmor bei Tageslicht sehen: Finden Sie den Showroom oder Händler in Ihrer Nähe.',
      es: 'Sentarse en un sofá, tocar una piel, ver un mármol con luz natural: encuentre el showroom o distribuidor más cercano.',
      fr: 'S’asseoir dans un canapé, toucher un cuir, voir un marbre à la lumière du jour : trouvez le showroom ou le revendeur le plus proche.',
      ru: 'Посидеть на диване, прикоснуться к коже, увидеть мрамор при дневном свете: найдите ближайший к вам шоурум или дилера.',
      zh: '坐一坐沙发，摸一摸皮革，在日光下端详大理石：查找离您最近的展厅或经销商。',
    },
    link: {
      label: { it: 'Trova uno store', en: 'Find a store', de: 'Store finden', es: 'Buscar una tienda', fr: 'Trouver une boutique', ru: 'Найти магазин', zh: '查找门店' },
      target: { kind: 'page', key: 'stores' },
    },
    image: { kind: 'showroom', palette: ['#efe9e1', '#8c7b6b', '#3b2f26', '#b5893d'], seed: 504 },
  },
}

/** The China site's home: same structure, its own slides and selection. */
export const chinaHome: HomeSeed = {
  slides: [
    {
      title: {
        it: 'Il flagship di Shanghai',
        en: 'Our Shanghai flagship',
        de: 'Unser Flagship-Store in Shanghai',
        es: 'Nuestra flagship de Shanghái',
        fr: 'Notre flagship de Shanghai',
        ru: 'Флагманский магазин в Шанхае',
        zh: '上海旗舰店',
      },
      text: {
        it: 'Quattrocento metri quadrati su Nanjing West Road, con l’intera collezione, la sala dei materiali e un team bilingue. Aperto tutti i giorni dalle 10 alle 22.',
        en: 'Four hundred square metres on Nanjing West Road, with the full collection, a materials room and a bilingual team. Open daily from 10 am to 10 pm.',
        de: 'Vierhundert Quadratmeter an der Nanjing West Road, mit der gesamten Kollektion, einem Materialraum und einem zweisprachigen Team. Täglich von 10 bis 22 Uhr geöffnet.',
        es: 'Cuatrocientos metros cuadrados en Nanjing West Road, con toda la colección, una sala de materiales y un equipo bilingüe. Abierto todos los días de 10 a 22 h.',
        fr: 'Quatre cents mètres carrés sur Nanjing West Road, avec toute la collection, une salle des matériaux et une équipe bilingue. Ouvert tous les jours de 10 h à 22 h.',
        ru: 'Четыреста квадратных метров на Западной Нанкинской улице: вся коллекция, зал материалов и двуязычная команда. Открыто ежедневно с 10:00 до 22:00.',
        zh: '南京西路四百平方米空间，完整呈现全系列产品，设有材料展厅与双语团队。每日 10:00 至 22:00 营业。',
      },
      image: { kind: 'showroom', palette: ['#eee8df', '#c7b299', '#4a3b32', '#8e2f2a', '#d9c9a8'], seed: 511 },
      link: {
        label: { it: 'Orari e indirizzo', en: 'Opening hours and address', de: 'Öffnungszeiten und Adresse', es: 'Horarios y dirección', fr: 'Horaires et adresse', ru: 'Часы работы и адрес', zh: '营业时间与地址' },
        target: { kind: 'page', key: 'stores' },
      },
    },
    {
      title: {
        it: 'Progettato su misura per voi',
        en: 'Designed around you',
        de: 'Maßgeschneidert für Sie',
        es: 'Diseñado a su medida',
        fr: 'Conçu sur mesure pour vous',
        ru: 'Проект по вашей мерке',
        zh: '为您量身定制',
      },
      text: {
        it: 'Il nostro studio segue ville e residenze in tutta la Cina, dal primo sopralluogo alla consegna, con campioni dei materiali spediti a casa.',
        en: 'Our design studio looks after villas and residences throughout China, from the first site visit to delivery, with material samples sent to your home.',
        de: 'Unser Planungsstudio betreut Villen und Residenzen in ganz China, von der ersten Besichtigung bis zur Lieferung, und schickt Ihnen Materialmuster nach Hause.',
        es: 'Nuestro estudio acompaña villas y residencias en toda China, desde la primera visita hasta la entrega, con muestras de materiales enviadas a domicilio.',
        fr: 'Notre studio accompagne villas et résidences dans toute la Chine, de la première visite jusqu’à la livraison, avec des échantillons de matériaux envoyés chez vous.',
        ru: 'Наша студия ведет проекты вилл и резиденций по всему Китаю — от первого выезда на объект до доставки, с отправкой образцов материалов на дом.',
        zh: '我们的设计团队服务于全国各地的别墅与住宅项目，从首次上门勘察到送货安装全程跟进，并可将材料样品寄送到府。',
      },
      image: { kind: 'living', palette: ['#ece4d8', '#b79f80', '#5a4636', '#2f3b44', '#c9a45c'], seed: 512 },
      link: {
        label: { it: 'Prenota una consulenza', en: 'Book a consultation', de: 'Beratung vereinbaren', es: 'Reserve una consulta', fr: 'Réserver un rendez-vous', ru: 'Записаться на консультацию', zh: '预约咨询' },
        target: { kind: 'page', key: 'contacts' },
      },
    },
    {
      title: {
        it: 'Milano Moderna',
        en: 'Milano Moderna',
        de: 'Milano Moderna',
        es: 'Milano Moderna',
        fr: 'Milano Moderna',
        ru: 'Милано Модерна',
        zh: '摩登米兰',
      },
      text: {
        it: 'Pelle color cognac, noce, ottone e marmo: l’eleganza razionale degli appartamenti milanesi, pensata per la città contemporanea.',
        en: 'Cognac leather, walnut, brass and marble: the rational elegance of Milanese apartments, conceived for the contemporary city.',
        de: 'Cognacfarbenes Leder, Nussbaum, Messing und Marmor: die rationale Eleganz Mailänder Wohnungen, gedacht für die Stadt von heute.',
        es: 'Piel color coñac, nogal, latón y mármol: la elegancia racional de los pisos milaneses, pensada para la ciudad contemporánea.',
        fr: 'Cuir cognac, noyer, laiton et marbre : l’élégance rationnelle des appartements milanais, pensée pour la ville contemporaine.',
        ru: 'Кожа цвета коньяка, орех, латунь и мрамор: рациональная элегантность миланских квартир для современного города.',
        zh: '干邑色皮革、胡桃木、黄铜与大理石：米兰公寓的理性优雅，为当代都市生活而设计。',
      },
      image: { kind: 'living', palette: ['#e9e1d3', '#6b4a33', '#a4683a', '#c9a45c', '#2b2a28'], seed: 513 },
      link: {
        label: { it: 'Scopri i mood', en: 'Explore the moods', de: 'Moods entdecken', es: 'Descubra los moods', fr: 'Découvrir les ambiances', ru: 'Смотреть настроения', zh: '探索灵感主题' },
        target: { kind: 'page', key: 'moods' },
      },
    },
  ],
  intro: {
    title: {
      it: 'Design italiano, servizio vicino a voi',
      en: 'Italian design, local service',
      de: 'Italienisches Design, Service vor Ort',
      es: 'Diseño italiano, servicio cercano',
      fr: 'Design italien, service de proximité',
      ru: 'Итальянский дизайн, сервис рядом с вами',
      zh: '意大利设计，贴心本地服务',
    },
    text: {
      it: [
        'Ogni pezzo Atelier Vesta è realizzato a mano nei nostri laboratori di Lissone e spedito in Cina con imballi su misura. A Shanghai e Pechino i nostri team si occupano di consegna, montaggio e assistenza post-vendita.',
        'Preferite una consulenza a distanza? I nostri designer vi rispondono anche su WeChat, in cinese e in inglese.',
      ],
      en: [
        'Every Atelier Vesta piece is made by hand in our Lissone workshops and shipped to China in made-to-measure packaging. In Shanghai and Beijing our teams take care of delivery, installation and after-sales service.',
        'Prefer a remote consultation? Our designers also answer on WeChat, in Chinese and English.',
      ],
      de: [
        'Jedes Stück von Atelier Vesta wird in unseren Werkstätten in Lissone von Hand gefertigt und in maßgeschneiderter Verpackung nach China verschifft. In Shanghai und Peking kümmern sich unsere Teams um Lieferung, Montage und Kundendienst.',
        'Sie bevorzugen eine Beratung aus der Ferne? Unsere Designer antworten auch über WeChat, auf Chinesisch und Englisch.',
      ],
      es: [
        'Cada pieza de Atelier Vesta se fabrica a mano en nuestros talleres de Lissone y se envía a China con embalajes a medida. En Shanghái y Pekín, nuestros equipos se ocupan de la entrega, el montaje y el servicio posventa.',
        '¿Prefiere una consulta a distancia? Nuestros diseñadores también le atienden por WeChat, en chino y en inglés.',
      ],
      fr: [
        'Chaque pièce Atelier Vesta est fabriquée à la main dans nos ateliers de Lissone et expédiée en Chine dans un emballage sur mesure. À Shanghai et à Pékin, nos équipes assurent la livraison, l’installation et le service après-vente.',
        'Vous préférez un conseil à distance ? Nos designers vous répondent aussi sur WeChat, en chinois et en anglais.',
      ],
      ru: [
        'Каждый предмет Atelier Vesta изготавливается вручную в наших мастерских в Лиссоне и отправляется в Китай в индивидуальной упаковке. В Шанхае и Пекине наши команды занимаются доставкой, сборкой и послепродажным обслуживанием.',
        'Предпочитаете дистанционную консультацию? Наши дизайнеры отвечают и в WeChat — на китайском и английском языках.',
      ],
      zh: [
        '每一件 Atelier Vesta 作品均在利索内工坊手工制作，并以定制包装运抵中国。在上海与北京，我们的团队负责送货、安装与售后服务。',
        '希望远程咨询？我们的设计师同样可通过微信以中文或英文为您解答。',
      ],
    },
  },
  featuredTitle: { it: 'Scelti per voi', en: 'Chosen for you', de: 'Für Sie ausgewählt', es: 'Seleccionados para usted', fr: 'Sélectionnés pour vous', ru: 'Выбрано для вас', zh: '为您甄选' },
  featuredProducts: ['astor-corner-sofa', 'nuvola-armchair', 'selene-bed', 'notturno-bed', 'quiete-mattress', 'ellisse-table', 'brera-armchair'],
  teasersTitle: { it: 'Da vedere', en: 'Worth a look', de: 'Sehenswert', es: 'No se lo pierda', fr: 'À découvrir', ru: 'Стоит посмотреть', zh: '精彩推荐' },
  teasers: [
    { collection: 'moods', key: 'milano-moderna' },
    { collection: 'moods', key: 'giardino' },
    { collection: 'projects', key: 'tribeca-penthouse' },
    { collection: 'projects', key: 'yacht-aurelia' },
    { collection: 'stories', key: 'shanghai-flagship-opening' },
    { collection: 'stories', key: 'upholstery-workshop' },
  ],
  cta: {
    title: { it: 'Prenota una visita', en: 'Book a visit', de: 'Besuch vereinbaren', es: 'Reserve una visita', fr: 'Réservez une visite', ru: 'Запишитесь на визит', zh: '预约到店参观' },
    text: {
      it: 'Un consulente vi accoglierà nel flagship di Shanghai o nello showroom di Pechino per accompagnarvi tra collezioni e materiali.',
      en: 'A consultant will welcome you at the Shanghai flagship or the Beijing showroom and guide you through the collections and materials.',
      de: 'Ein Berater empfängt Sie im Flagship-Store in Shanghai oder im Showroom in Peking und führt Sie durch Kollektionen und Materialien.',
      es: 'Un asesor le recibirá en la flagship de Shanghái o en el showroom de Pekín y le guiará entre colecciones y materiales.',
      fr: 'Un conseiller vous accueillera au flagship de Shanghai ou au showroom de Pékin pour vous guider parmi les collections et les matériaux.',
      ru: 'Консультант встретит вас во флагманском магазине в Шанхае или в шоуруме в Пекине и поможет разобраться в коллекциях и материалах.',
      zh: '我们的顾问将在上海旗舰店或北京展厅迎候您，带您逐一了解各个系列与材料。',
    },
    link: {
      label: { it: 'Contattaci', en: 'Contact us', de: 'Kontakt aufnehmen', es: 'Contáctenos', fr: 'Nous contacter', ru: 'Связаться с нами', zh: '联系我们' },
      target: { kind: 'page', key: 'contacts' },
    },
    image: { kind: 'showroom', palette: ['#ece6dc', '#b9a48a', '#39332e', '#a8322d'], seed: 514 },
  },
}

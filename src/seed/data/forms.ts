import type { FormFieldType } from '@/domain/forms/fieldTypes'
import type { L } from './types'

export interface FormFieldSeed {
  name: string
  type: FormFieldType
  label: L
  help?: L
  placeholder?: L
  required?: boolean
  width?: 'full' | 'half'
  options?: { value: string; label: L }[]
  /** A date field's earliest and latest day, in days from the day it is filled in. */
  minDays?: number
  maxDays?: number
}

export interface FormSeed {
  key: string
  title: L
  intro: L
  fields: FormFieldSeed[]
  recipients: string[]
}

/** The general contact form (spec: name, e-mail, phone, country, subject, message, privacy), on the contact page. */
export const contactForm: FormSeed = {
  key: 'contact',
  title: { it: 'Scriveteci', en: 'Write to us', de: 'Schreiben Sie uns', es: 'Escríbanos', fr: 'Écrivez-nous', ru: 'Напишите нам', zh: '给我们留言' },
  intro: {
    it: 'Raccontateci di cosa avete bisogno: vi risponderà la persona giusta, di solito entro due giorni lavorativi.',
    en: 'Tell us what you need: the right person will answer, usually within two working days.',
    de: 'Sagen Sie uns, was Sie brauchen: Die richtige Person antwortet Ihnen, in der Regel innerhalb von zwei Werktagen.',
    es: 'Cuéntenos qué necesita: le responderá la persona adecuada, normalmente en dos días laborables.',
    fr: 'Dites-nous ce dont vous avez besoin : la bonne personne vous répondra, en général sous deux jours ouvrés.',
    ru: 'Расскажите, что вам нужно: вам ответит нужный специалист, обычно в течение двух рабочих дней.',
    zh: '请告诉我们您的需求：相关负责人通常会在两个工作日内回复您。',
  },
  recipients: ['info@ateliervesta.example'],
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      width: 'half',
      label: { it: 'Nome e cognome', en: 'Full name', de: 'Vor- und Nachname', es: 'Nombre y apellidos', fr: 'Nom et prénom', ru: 'Имя и фамилия', zh: '姓名' },
    },
    {
      name: 'email',
      type: 'email',
      required: true,
      width: 'half',
      label: { it: 'Indirizzo e-mail', en: 'E-mail address', de: 'E-Mail-Adresse', es: 'Correo electrónico', fr: 'Adresse e-mail', ru: 'Адрес электронной почты', zh: '电子邮箱' },
    },
    {
      name: 'phone',
      type: 'phone',
      label: { it: 'Telefono', en: 'Phone', de: 'Telefon', es: 'Teléfono', fr: 'Téléphone', ru: 'Телефон', zh: '电话' },
      help: {
        it: 'Facoltativo: se preferite essere richiamati.',
        en: 'Optional: if you would rather we call you back.',
        de: 'Optional: falls Sie einen Rückruf wünschen.',
        es: 'Opcional: si prefiere que le llamemos.',
        fr: 'Facultatif : si vous préférez être rappelé.',
        ru: 'Необязательно: если вы предпочитаете, чтобы мы вам перезвонили.',
        zh: '选填：如您希望我们回电。',
      },
    },
    {
      name: 'country',
      type: 'country',
      required: true,
      width: 'half',
      label: { it: 'Paese', en: 'Country', de: 'Land', es: 'País', fr: 'Pays', ru: 'Страна', zh: '国家/地区' },
    },
    {
      name: 'subject',
      type: 'select',
      required: true,
      width: 'half',
      label: { it: 'Argomento', en: 'Subject', de: 'Betreff', es: 'Asunto', fr: 'Objet', ru: 'Тема', zh: '主题' },
      options: [
        { value: 'products', label: { it: 'Informazioni sui prodotti', en: 'Product information', de: 'Produktinformationen', es: 'Información sobre productos', fr: 'Informations produits', ru: 'Информация о продукции', zh: '产品咨询' } },
        { value: 'stores', label: { it: 'Negozi e rivenditori', en: 'Stores and retailers', de: 'Geschäfte und Händler', es: 'Tiendas y distribuidores', fr: 'Magasins et revendeurs', ru: 'Магазины и дилеры', zh: '门店与经销商' } },
        { value: 'contract', label: { it: 'Progetti contract', en: 'Contract projects', de: 'Objektprojekte', es: 'Proyectos contract', fr: 'Projets contract', ru: 'Контрактные проекты', zh: '工程项目' } },
        { value: 'care', label: { it: 'Assistenza e manutenzione', en: 'After-sales and care', de: 'Kundendienst und Pflege', es: 'Asistencia y mantenimiento', fr: 'Service après-vente et entretien', ru: 'Сервис и уход', zh: '售后与保养' } },
        { value: 'press', label: { it: 'Stampa', en: 'Press', de: 'Presse', es: 'Prensa', fr: 'Presse', ru: 'Пресса', zh: '媒体' } },
        { value: 'other', label: { it: 'Altro', en: 'Other', de: 'Sonstiges', es: 'Otro', fr: 'Autre', ru: 'Другое', zh: '其他' } },
      ],
    },
    {
      name: 'message',
      type: 'textarea',
      required: true,
      label: { it: 'Messaggio', en: 'Message', de: 'Nachricht', es: 'Mensaje', fr: 'Message', ru: 'Сообщение', zh: '留言内容' },
    },
    {
      name: 'privacy',
      type: 'privacy',
      required: true,
      label: { it: 'Privacy', en: 'Privacy', de: 'Datenschutz', es: 'Privacidad', fr: 'Confidentialité', ru: 'Конфиденциальность', zh: '隐私' },
    },
  ],
}

const name: FormFieldSeed = {
  name: 'name',
  type: 'text',
  required: true,
  width: 'half',
  label: { it: 'Nome e cognome', en: 'Full name', de: 'Vor- und Nachname', es: 'Nombre y apellidos', fr: 'Nom et prénom', ru: 'Имя и фамилия', zh: '姓名' },
}
const email: FormFieldSeed = {
  name: 'email',
  type: 'email',
  required: true,
  width: 'half',
  label: { it: 'Indirizzo e-mail', en: 'E-mail address', de: 'E-Mail-Adresse', es: 'Correo electrónico', fr: 'Adresse e-mail', ru: 'Адрес электронной почты', zh: '电子邮箱' },
}
const privacy: FormFieldSeed = {
  name: 'privacy',
  type: 'privacy',
  required: true,
  label: { it: 'Privacy', en: 'Privacy', de: 'Datenschutz', es: 'Privacidad', fr: 'Confidentialité', ru: 'Конфиденциальность', zh: '隐私' },
}

/** 'Work with us' (spec: position, name, e-mail, phone, country, city, date available, portfolio link, CV required, cover letter, message, privacy), on the careers page. */
export const workWithUsForm: FormSeed = {
  key: 'work-with-us',
  title: { it: 'Candidatura', en: 'Apply', de: 'Bewerbung', es: 'Candidatura', fr: 'Candidature', ru: 'Отклик на вакансию', zh: '提交申请' },
  intro: {
    it: 'Allegate il curriculum (PDF, DOC, DOCX, JPEG o PNG): lo leggerà chi seleziona per la posizione che avete scelto.',
    en: 'Attach your CV (PDF, DOC, DOCX, JPEG or PNG): it will be read by the people hiring for the position you choose.',
    de: 'Fügen Sie Ihren Lebenslauf bei (PDF, DOC, DOCX, JPEG oder PNG): Er wird von den Verantwortlichen für die gewählte Stelle gelesen.',
    es: 'Adjunte su currículum (PDF, DOC, DOCX, JPEG o PNG): lo leerán los responsables de la posición que elija.',
    fr: 'Joignez votre CV (PDF, DOC, DOCX, JPEG ou PNG) : il sera lu par les personnes qui recrutent pour le poste choisi.',
    ru: 'Прикрепите резюме (PDF, DOC, DOCX, JPEG или PNG): его прочтут те, кто подбирает людей на выбранную вами должность.',
    zh: '请附上您的简历（PDF、DOC、DOCX、JPEG 或 PNG）：负责所选职位招聘的同事会阅读。',
  },
  recipients: ['careers@ateliervesta.example'],
  fields: [
    {
      name: 'position',
      type: 'select',
      required: true,
      label: { it: 'Posizione', en: 'Position', de: 'Stelle', es: 'Puesto', fr: 'Poste', ru: 'Должность', zh: '职位' },
      options: [
        { value: 'upholsterer', label: { it: 'Tappezziere', en: 'Upholsterer', de: 'Polsterer', es: 'Tapicero', fr: 'Tapissier', ru: 'Обивщик', zh: '软包匠人' } },
        { value: 'cabinetmaker', label: { it: 'Falegname', en: 'Cabinetmaker', de: 'Tischler', es: 'Ebanista', fr: 'Ébéniste', ru: 'Столяр', zh: '木工' } },
        { value: 'designer', label: { it: 'Progettista', en: 'Designer', de: 'Planer', es: 'Proyectista', fr: 'Concepteur', ru: 'Проектировщик', zh: '设计师' } },
        { value: 'consultant', label: { it: 'Consulente d’arredo', en: 'Interior consultant', de: 'Einrichtungsberater', es: 'Asesor de interiorismo', fr: 'Conseiller en aménagement', ru: 'Консультант по интерьеру', zh: '家居顾问' } },
        { value: 'apprentice', label: { it: 'Apprendista', en: 'Apprentice', de: 'Auszubildender', es: 'Aprendiz', fr: 'Apprenti', ru: 'Ученик', zh: '学徒' } },
        { value: 'open', label: { it: 'Candidatura spontanea', en: 'Open application', de: 'Initiativbewerbung', es: 'Candidatura espontánea', fr: 'Candidature spontanée', ru: 'Инициативный отклик', zh: '自荐' } },
      ],
    },
    name,
    email,
    { name: 'phone', type: 'phone', width: 'full', label: { it: 'Telefono', en: 'Phone', de: 'Telefon', es: 'Teléfono', fr: 'Téléphone', ru: 'Телефон', zh: '电话' } },
    { name: 'country', type: 'country', required: true, width: 'half', label: { it: 'Paese', en: 'Country', de: 'Land', es: 'País', fr: 'Pays', ru: 'Страна', zh: '国家/地区' } },
    { name: 'city', type: 'text', required: true, width: 'half', label: { it: 'Città', en: 'City', de: 'Stadt', es: 'Ciudad', fr: 'Ville', ru: 'Город', zh: '城市' } },
    {
      name: 'available',
      type: 'date',
      width: 'half',
      // From today to two years ahead: a start date already past, or years away, is no answer.
      minDays: 0,
      maxDays: 730,
      label: { it: 'Disponibile dal', en: 'Available from', de: 'Verfügbar ab', es: 'Disponible desde', fr: 'Disponible à partir du', ru: 'Готов(а) приступить с', zh: '可到岗日期' },
    },
    {
      name: 'portfolio',
      type: 'link',
      width: 'half',
      label: { it: 'Link al portfolio', en: 'Portfolio link', de: 'Link zum Portfolio', es: 'Enlace al portfolio', fr: 'Lien vers le portfolio', ru: 'Ссылка на портфолио', zh: '作品集链接' },
      placeholder: { it: 'https://…', en: 'https://…', de: 'https://…', es: 'https://…', fr: 'https://…', ru: 'https://…', zh: 'https://…' },
    },
    { name: 'cv', type: 'attachment', required: true, label: { it: 'Curriculum vitae', en: 'CV', de: 'Lebenslauf', es: 'Currículum', fr: 'CV', ru: 'Резюме', zh: '简历' } },
    {
      name: 'letter',
      type: 'attachment',
      label: { it: 'Lettera di presentazione', en: 'Cover letter', de: 'Anschreiben', es: 'Carta de presentación', fr: 'Lettre de motivation', ru: 'Сопроводительное письмо', zh: '求职信' },
    },
    { name: 'message', type: 'textarea', label: { it: 'Messaggio', en: 'Message', de: 'Nachricht', es: 'Mensaje', fr: 'Message', ru: 'Сообщение', zh: '留言内容' } },
    privacy,
  ],
}

/** Every seeded form. */
/** A field of the general contact form, shared by the product one. */
function contactField(key: string): FormFieldSeed {
  const field = contactForm.fields.find((candidate) => candidate.name === key)
  if (!field) throw new Error(`the contact form has no field ${key}`)
  return field
}

/** 'Contact about a product' (issue 18): the product preselected by the page it is opened from, where the visitor would see it. */
export const productContactForm: FormSeed = {
  key: 'product-contact',
  title: { it: 'Informazioni su un prodotto', en: 'Ask about a product', de: 'Anfrage zu einem Produkt', es: 'Consulta sobre un producto', fr: 'Question sur un produit', ru: 'Вопрос об изделии', zh: '产品咨询' },
  intro: {
    it: 'Diteci quale prodotto vi interessa e dove vorreste vederlo: vi risponde il negozio più vicino o il nostro servizio clienti.',
    en: 'Tell us which product you are interested in and where you would like to see it: the nearest store or our customer service will answer.',
    de: 'Sagen Sie uns, welches Produkt Sie interessiert und wo Sie es sehen möchten: Das nächstgelegene Geschäft oder unser Kundendienst antwortet Ihnen.',
    es: 'Díganos qué producto le interesa y dónde le gustaría verlo: le responderá la tienda más cercana o nuestro servicio de atención al cliente.',
    fr: 'Dites-nous quel produit vous intéresse et où vous aimeriez le voir : le magasin le plus proche ou notre service clients vous répondra.',
    ru: 'Расскажите, какое изделие вас интересует и где вы хотели бы его увидеть: вам ответит ближайший магазин или наша служба поддержки.',
    zh: '请告诉我们您感兴趣的产品以及希望在哪里看到实物：距离您最近的门店或我们的客户服务将为您解答。',
  },
  recipients: ['info@ateliervesta.example'],
  fields: [
    {
      name: 'product',
      type: 'product',
      required: true,
      label: { it: 'Prodotto', en: 'Product', de: 'Produkt', es: 'Producto', fr: 'Produit', ru: 'Изделие', zh: '产品' },
    },
    name,
    email,
    contactField('phone'),
    contactField('country'),
    {
      name: 'city',
      type: 'text',
      width: 'half',
      label: { it: 'Città o zona', en: 'City or area', de: 'Stadt oder Region', es: 'Ciudad o zona', fr: 'Ville ou région', ru: 'Город или регион', zh: '城市或地区' },
      help: {
        it: 'Vi mettiamo in contatto con il negozio più vicino.',
        en: 'We will put you in touch with the nearest store.',
        de: 'Wir verbinden Sie mit dem nächstgelegenen Geschäft.',
        es: 'Le pondremos en contacto con la tienda más cercana.',
        fr: 'Nous vous mettrons en relation avec le magasin le plus proche.',
        ru: 'Мы свяжем вас с ближайшим магазином.',
        zh: '我们将为您联系距离最近的门店。',
      },
    },
    {
      name: 'preference',
      type: 'radio',
      required: true,
      label: { it: 'Preferite', en: 'You would rather', de: 'Sie möchten lieber', es: 'Prefiere', fr: 'Vous préférez', ru: 'Вы предпочитаете', zh: '您希望' },
      options: [
        { value: 'store', label: { it: 'Vederlo in un negozio', en: 'See it in a store', de: 'Es in einem Geschäft sehen', es: 'Verlo en una tienda', fr: 'Le voir en magasin', ru: 'Увидеть его в магазине', zh: '到门店看实物' } },
        { value: 'reply', label: { it: 'Ricevere informazioni per e-mail', en: 'Get information by e-mail', de: 'Informationen per E-Mail erhalten', es: 'Recibir información por correo', fr: 'Recevoir des informations par e-mail', ru: 'Получить информацию по почте', zh: '通过电子邮件获取信息' } },
        { value: 'call', label: { it: 'Essere richiamati', en: 'Be called back', de: 'Zurückgerufen werden', es: 'Que me llamen', fr: 'Être rappelé', ru: 'Чтобы мне перезвонили', zh: '请回电联系' } },
      ],
    },
    contactField('message'),
    privacy,
  ],
}

export const forms: FormSeed[] = [contactForm, workWithUsForm, productContactForm]

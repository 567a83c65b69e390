import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { de } from '@payloadcms/translations/languages/de'
import { en } from '@payloadcms/translations/languages/en'
import { es } from '@payloadcms/translations/languages/es'
import { fr } from '@payloadcms/translations/languages/fr'
import { it } from '@payloadcms/translations/languages/it'
import { ru } from '@payloadcms/translations/languages/ru'
import { zh } from '@payloadcms/translations/languages/zh'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { Categories } from './collections/Categories'
import { Designers } from './collections/Designers'
import { DownloadCategories } from './collections/DownloadCategories'
import { Downloads } from './collections/Downloads'
import { Families } from './collections/Families'
import { Forms } from './collections/Forms'
import { FormSubmissions } from './collections/FormSubmissions'
import { MaterialCategories } from './collections/MaterialCategories'
import { MixerScenes } from './collections/MixerScenes'
import { Materials } from './collections/Materials'
import { Media } from './collections/Media'
import { Moods } from './collections/Moods'
import { Pages } from './collections/Pages'
import { Products } from './collections/Products'
import { Projects } from './collections/Projects'
import { Redirects } from './collections/Redirects'
import { Stores } from './collections/Stores'
import { StoreRequests } from './collections/StoreRequests'
import { TradeApplications } from './collections/TradeApplications'
import { TradePriceLists } from './collections/TradePriceLists'
import { TradeBulletins } from './collections/TradeBulletins'
import { TradeNoticeMarks } from './collections/TradeNoticeMarks'
import { TradeCatalogueChanges } from './collections/TradeCatalogueChanges'
import { TradeOffers } from './collections/TradeOffers'
import { TradeRequests } from './collections/TradeRequests'
import { TradeQuickship } from './collections/TradeQuickship'
import { TradeAvailability } from './collections/TradeAvailability'
import { TradeDownloads } from './collections/TradeDownloads'
import { NewsletterSubscriptions } from './collections/NewsletterSubscriptions'
import { Stories } from './collections/Stories'
import { Users } from './collections/Users'
import { databaseAdapter } from './db'
import { richTextEditor } from './fields/richTextEditor'
import { env, siteUrl } from './env'
import { Footer } from './globals/Footer'
import { Labels } from './globals/Labels'
import { MainMenu } from './globals/MainMenu'
import { SearchSynonyms } from './globals/SearchSynonyms'
import { SiteSettings } from './globals/SiteSettings'
import { defaultLocale, localeLabels, locales } from './i18n/locales'
import { mailAdapter } from './lib/email/adapter'
import { deniedRequestHooks } from './lib/http/deniedRequestLog'
import { livePreview } from './lib/preview/livePreviewUrl'
import { maxApiDepth } from './domain/http/apiQuery'
import { graphqlLimitRule, graphqlLimits } from './lib/payloadApi/graphqlLimits'
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_REQUEST_BYTES } from './lib/uploadLimits'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const config = env()

export default buildConfig({
  secret: config.PAYLOAD_SECRET,
  serverURL: siteUrl(config),
  // A signed-in editor's cookie counts only on requests from the site's own origin.
  csrf: [siteUrl(config)],
  upload: {
    limits: { fileSize: MAX_UPLOAD_BYTES },
    requestSizeLimit: MAX_UPLOAD_REQUEST_BYTES,
    abortOnLimit: true,
    // Payload already drops path separators and markup from file names; `true` would also drop
    // every non-ASCII letter ('диван.png' became '.png.png'), and a RegExp breaks the admin (these
    // settings travel to its client components, which take plain values only). 016-editor-auth.md
    safeFileNames: false,
  },
  db: databaseAdapter(config.DATABASE_URL),
  editor: richTextEditor,
  sharp,
  admin: {
    user: Users.slug,
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' · Atelier Vesta CMS' },
    // Payload's default asks gravatar.com for each editor's picture (their e-mail's hash, a third
    // party the admin's Content-Security-Policy refuses): the built-in picture instead.
    avatar: 'default',
    livePreview,
    components: {
      beforeDashboard: ['/collections/Users/DemoPasswordWarning#DemoPasswordWarning'],
      // Visitors (better-auth's tables, not a collection): find, block, delete (docs/decisions/032).
      afterNavLinks: ['/features/accounts/ui/admin/VisitorsNavLink#VisitorsNavLink'],
      views: { visitors: { Component: '/features/accounts/ui/admin/VisitorsView#VisitorsView', path: '/visitors', exact: true } },
    },
  },
  // The admin and the REST answers follow the payload-lng cookie, then Accept-Language; without either, English.
  i18n: { supportedLanguages: { it, en, de, es, fr, ru, zh }, fallbackLanguage: 'en' },
  localization: {
    locales: locales.map((code) => ({ code, label: localeLabels[code] })),
    defaultLocale,
    fallback: true,
  },
  collections: [
    Pages, Products, Categories, Families, Designers, Materials, MaterialCategories, MixerScenes,
    Moods, Projects, Stories, Downloads, DownloadCategories, Stores, StoreRequests, NewsletterSubscriptions, Media, Redirects, Users,
    Forms, FormSubmissions, TradeApplications, TradePriceLists, TradeRequests, TradeOffers,
    TradeBulletins, TradeNoticeMarks, TradeCatalogueChanges,
    TradeQuickship, TradeAvailability, TradeDownloads,
  ],
  globals: [MainMenu, Footer, SiteSettings, Labels, SearchSynonyms],
  // No answer populates more than two levels of relationships, whatever asks (docs/decisions/015-api-hardening.md).
  maxDepth: maxApiDepth,
  graphQL: {
    maxComplexity: graphqlLimits.maxComplexity,
    disableIntrospectionInProduction: true,
    disablePlaygroundInProduction: true,
    validationRules: (args) => [graphqlLimitRule(args)],
  },
  email: mailAdapter({
    smtpUrl: config.SMTP_URL,
    outboxDir: path.resolve(config.MAIL_OUTBOX_DIR),
    from: config.MAIL_FROM,
    fromName: 'Atelier Vesta',
    // Every mail the site sends a visitor, in their communication archive (docs/decisions/039).
    onSent: async (mail) => (await import('./features/mail-archive/server/record')).recordSentMail(mail),
  }),
  // Refused requests (anonymous 403...) are one info line, not an error with a stack.
  logger: { options: { level: config.LOG_LEVEL, hooks: deniedRequestHooks } },
  telemetry: false,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
})

import { createHmac } from 'node:crypto'
import { z } from 'zod'
import { parseTrustedProxies } from './domain/http/clientAddress'
import { parseMapOrigins } from './lib/http/contentSecurityPolicy'

/** The server's heap limit unless SERVER_HEAP_MB says otherwise (docs/decisions/022-server-memory.md). */
export const DEFAULT_SERVER_HEAP_MB = 384

/** The development secret: fine on a laptop, refused in production. */
export const DEVELOPMENT_SECRET = 'development-secret-change-me-0000000000'

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PAYLOAD_SECRET: z.string().min(32, 'must be at least 32 characters').default(DEVELOPMENT_SECRET),
    /** Signs visitors' sessions and links (better-auth); unset, derived from PAYLOAD_SECRET (authSecret). */
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    DATABASE_URL: z
      .string()
      .regex(/^(file:|postgres:\/\/|postgresql:\/\/)/, 'must start with file: or postgres://')
      .default('file:./data/storefront.db'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    SITE_URL: z.url().optional(),
    SITE_VARIANT: z.enum(['default', 'china']).default('default'),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.email().default('noreply@atelier-demo.example'),
    MAIL_OUTBOX_DIR: z.string().default('./data/outbox'),
    /**
     * How sign-in codes reach a phone (passwordless by text message): `outbox` writes each message
     * as a file beside the mails (MAIL_OUTBOX_DIR), as mail does without SMTP; `webhook` posts
     * `{ to, text }` as JSON to SMS_WEBHOOK_URL (the brand's gateway or a relay to it), with
     * `Authorization: Bearer SMS_WEBHOOK_TOKEN` when set; `off` hides sign-in by phone.
     */
    SMS_TRANSPORT: z.enum(['off', 'outbox', 'webhook']).default('outbox'),
    SMS_WEBHOOK_URL: z.url().optional(),
    SMS_WEBHOOK_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    MEDIA_DIR: z.string().default('./data/media'),
    /**
     * Files visitors attach to forms, under random names: private, never served from a public URL
     * (editors download them through /api/forms/attachment). With several app instances, a volume they share.
     */
    FORM_UPLOADS_DIR: z.string().default('./data/form-uploads'),
    /**
     * An optional virus scanner for the forms' attachments: a clamd daemon's TCP address
     * (`tcp://host:3310`). Unset, files are checked by content only (docs/decisions/023).
     */
    CLAMD_URL: z
      .string()
      .regex(/^tcp:\/\/[^/:]+:\d{1,5}$/, 'must look like tcp://host:3310')
      .optional(),
    /** Where the image endpoint keeps the images it made (safe to delete: they are made again). */
    IMAGE_CACHE_DIR: z.string().default('./data/image-cache'),
    /** Size of the demo images the seed draws (1 = full size; tests use less). */
    SEED_IMAGE_SCALE: z.coerce.number().min(0.02).max(1).default(1),
    /** Origins of the tile provider a map style URL (site settings) loads from: the pages' Content-Security-Policy allows them. */
    MAP_TILE_ORIGINS: z
      .string()
      .default('')
      .transform((value, ctx) => {
        try {
          return parseMapOrigins(value)
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) })
          return z.NEVER
        }
      }),
    /**
     * A breached-password service with Have I Been Pwned's k-anonymity range API (`<url>/range/<first 5
     * hex of the SHA-1>`): only five characters of a hash leave the server. Unset: no breach check.
     * Never blocking: an answer later than 2 s or a failure lets the password through.
     */
    PASSWORD_BREACH_URL: z.url().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace']).default('info'),
    /**
     * The server process's JavaScript heap limit in MB (V8's `--max-old-space-size`). Without one,
     * V8 lets garbage pile up to gigabytes before a full collection (the demo site's live heap is
     * about 150 MB; a crawl of every page took the process to 820 MB). Raise it with a large
     * catalogue: each language's search index holds about 30 MB at 10,000 products.
     */
    SERVER_HEAP_MB: z.coerce.number().int().min(128).max(65_536).default(DEFAULT_SERVER_HEAP_MB),
    /** Redis for the shared rate-limit counters (and later other shared state); without it, the database. */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
    /** Where rate-limit counters live: `database` (default) or `redis` when REDIS_URL is set; `memory` counts per process. */
    RATE_LIMIT_STORE: z.enum(['memory', 'database', 'redis']).optional(),
    /** Our own proxies (comma list of addresses / CIDR ranges) whose X-Forwarded-For is believed; none by default. */
    TRUSTED_PROXIES: z
      .string()
      .default('')
      .superRefine((list, ctx) => {
        try {
          parseTrustedProxies(list)
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) })
        }
      }),
    // `next build` loads the config to collect routes but never signs anything with the secret.
    NEXT_PHASE: z.string().optional(),
  })
  .transform(({ NEXT_PHASE, ...rest }) => ({ ...rest, building: NEXT_PHASE === 'phase-production-build' }))
  .superRefine((env, ctx) => {
    if (env.SMS_TRANSPORT === 'webhook' && !env.SMS_WEBHOOK_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMS_WEBHOOK_URL'], message: 'SMS_TRANSPORT=webhook needs SMS_WEBHOOK_URL' })
    }
    if (env.RATE_LIMIT_STORE === 'redis' && !env.REDIS_URL) {
      ctx.addIssue({ code: 'custom', path: ['RATE_LIMIT_STORE'], message: 'redis needs REDIS_URL' })
    }
    if (env.NODE_ENV === 'production' && env.PAYLOAD_SECRET === DEVELOPMENT_SECRET && !env.building) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYLOAD_SECRET'],
        message: 'the development secret may not be used in production: set a random value',
      })
    }
  })

export type Env = z.infer<typeof envSchema>

export class InvalidEnvironmentError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid environment:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`)
    this.name = 'InvalidEnvironmentError'
  }
}

/** Validates an environment; throws naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings mean "not set", as in most .env files.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''))
  const result = envSchema.safeParse(cleaned)
  if (!result.success) {
    throw new InvalidEnvironmentError(
      result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    )
  }
  return result.data
}

let cached: Env | undefined

/** The process environment, validated once. */
export function env(): Env {
  cached ??= parseEnv(process.env)
  return cached
}

export function siteUrl(current: Env = env()): string {
  return (current.SITE_URL ?? `http://localhost:${current.PORT}`).replace(/\/$/, '')
}

/**
 * The visitors' signing secret: AUTH_SECRET, or one derived from PAYLOAD_SECRET (HMAC under a
 * label of its own), so a fresh machine needs nothing more, production inherits PAYLOAD_SECRET's
 * check, and a visitor's token never equals anything Payload signs.
 */
export function authSecret(current: Env = env()): string {
  return current.AUTH_SECRET ?? createHmac('sha256', current.PAYLOAD_SECRET).update('visitor-accounts').digest('hex')
}

export function isPostgres(url: string): boolean {
  return url.startsWith('postgres://') || url.startsWith('postgresql://')
}

import { describe, expect, it } from 'vitest'
import { DEVELOPMENT_SECRET, InvalidEnvironmentError, parseEnv, siteUrl } from './env'

describe('parseEnv', () => {
  it('has development defaults so that a fresh clone needs no .env', () => {
    const env = parseEnv({})
    expect(env.DATABASE_URL).toBe('file:./data/storefront.db')
    expect(env.PORT).toBe(3000)
    expect(env.PAYLOAD_SECRET).toBe(DEVELOPMENT_SECRET)
    expect(siteUrl(env)).toBe('http://localhost:3000')
  })

  it('refuses the development secret in production and names the variable', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/PAYLOAD_SECRET: the development secret/)
  })

  it('lets the production build load the config without the runtime secret', () => {
    expect(parseEnv({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' }).building).toBe(true)
  })

  it('names every invalid variable', () => {
    try {
      parseEnv({ DATABASE_URL: 'mysql://x', PORT: 'eighty', SMTP_URL: 'http://mail' })
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidEnvironmentError)
      const message = (error as Error).message
      expect(message).toContain('DATABASE_URL')
      expect(message).toContain('PORT')
      expect(message).toContain('SMTP_URL')
    }
  })

  it('accepts PostgreSQL and a production secret', () => {
    const env = parseEnv({
      NODE_ENV: 'production',
      PAYLOAD_SECRET: 'x'.repeat(40),
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/shop',
    })
    expect(env.DATABASE_URL.startsWith('postgres://')).toBe(true)
  })
})

describe('rate-limit settings', () => {
  it('trust no proxy and keep counters in the database by default', () => {
    const env = parseEnv({})
    expect(env.TRUSTED_PROXIES).toBe('')
    expect(env.RATE_LIMIT_STORE).toBeUndefined()
  })

  it('name a malformed proxy entry, and Redis chosen without its URL', () => {
    expect(() => parseEnv({ TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/40' })).toThrow(/TRUSTED_PROXIES: not an IP address or CIDR range: "10.0.0.0\/40"/)
    expect(() => parseEnv({ RATE_LIMIT_STORE: 'redis' })).toThrow(/RATE_LIMIT_STORE: redis needs REDIS_URL/)
    expect(() => parseEnv({ REDIS_URL: 'http://cache' })).toThrow(/REDIS_URL/)
    expect(parseEnv({ TRUSTED_PROXIES: '127.0.0.1,10.0.0.0/8', REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe('redis://127.0.0.1:6379')
  })
})

describe('text messages (sign-in by phone)', () => {
  it('write to the outbox by default; a webhook needs its URL; off is a choice', () => {
    expect(parseEnv({}).SMS_TRANSPORT).toBe('outbox')
    expect(() => parseEnv({ SMS_TRANSPORT: 'webhook' })).toThrow(/SMS_WEBHOOK_URL: SMS_TRANSPORT=webhook needs SMS_WEBHOOK_URL/)
    expect(() => parseEnv({ SMS_TRANSPORT: 'webhook', SMS_WEBHOOK_URL: 'https://sms.example/send', SMS_WEBHOOK_TOKEN: 'short' })).toThrow(/SMS_WEBHOOK_TOKEN/)
    expect(parseEnv({ SMS_TRANSPORT: 'webhook', SMS_WEBHOOK_URL: 'https://sms.example/send' }).SMS_WEBHOOK_URL).toBe('https://sms.example/send')
    expect(parseEnv({ SMS_TRANSPORT: 'off' }).SMS_TRANSPORT).toBe('off')
    expect(() => parseEnv({ SMS_TRANSPORT: 'carrier-pigeon' })).toThrow(/SMS_TRANSPORT/)
  })
})

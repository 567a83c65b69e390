import { describe, expect, it } from 'vitest'
import { oidcErrorOf, oidcErrors, oidcSettingsFrom, ssoErrorPath, ssoFailureLabels, ssoFailureOf } from './oidcSettings'
import { ssoStartPath } from './ssoPaths'

const complete = { OIDC_ISSUER: 'https://id.example.com', OIDC_CLIENT_ID: 'storefront', OIDC_CLIENT_SECRET: 'a-secret' }

describe('single sign-on settings from the environment', () => {
  it('are off when nothing is set, with the defaults when the three are', () => {
    expect(oidcSettingsFrom({})).toBeNull()
    expect(oidcSettingsFrom({ OIDC_ISSUER: '', OIDC_CLIENT_ID: ' ' })).toBeNull()
    expect(oidcSettingsFrom(complete)).toEqual({ issuer: 'https://id.example.com', clientId: 'storefront', clientSecret: 'a-secret', organization: null, leewaySeconds: 60, maxAgeSeconds: 3600, displayName: 'Single sign-on', requireVerifiedEmail: true })
    expect(oidcSettingsFrom({ ...complete, OIDC_REQUIRE_VERIFIED_EMAIL: 'false' })?.requireVerifiedEmail).toBe(false)
    expect(oidcSettingsFrom({ ...complete, OIDC_REQUIRE_VERIFIED_EMAIL: ' ' })?.requireVerifiedEmail).toBe(true)
    expect(() => oidcSettingsFrom({ ...complete, OIDC_REQUIRE_VERIFIED_EMAIL: 'no' })).toThrow()
    expect(oidcSettingsFrom({ ...complete, OIDC_ALLOWED_ORGANIZATION: 'org_1', OIDC_LEEWAY_SECONDS: '0', OIDC_DISPLAY_NAME: 'Okta' })).toMatchObject({ organization: 'org_1', leewaySeconds: 0, displayName: 'Okta' })
  })
  it('refuse a half configuration, a leeway outside 0–300 s and a plain-http issuer off loopback', () => {
    expect(() => oidcSettingsFrom({ OIDC_ISSUER: 'https://id.example.com' })).toThrow(/go together/)
    expect(() => oidcSettingsFrom({ ...complete, OIDC_LEEWAY_SECONDS: '301' })).toThrow()
    expect(() => oidcSettingsFrom({ ...complete, OIDC_LEEWAY_SECONDS: '-1' })).toThrow()
    expect(() => oidcSettingsFrom({ ...complete, OIDC_ISSUER: 'http://id.example.com' })).toThrow(/https/)
    expect(oidcSettingsFrom({ ...complete, OIDC_ISSUER: 'http://127.0.0.1:3340' })?.issuer).toBe('http://127.0.0.1:3340')
  })
})

describe('the single sign-on error catalogue (spec section 9)', () => {
  it('maps provider and site codes to the catalogue, anything else to Something went wrong', () => {
    expect(oidcErrorOf('login_required')).toBe('login_required')
    expect(oidcErrorOf('interaction_required')).toBe('login_required')
    expect(oidcErrorOf('consent_required')).toBe('consent_required')
    expect(oidcErrorOf('access_denied')).toBe('consent_required')
    expect(oidcErrorOf('invalid_token')).toBe('invalid_token')
    expect(oidcErrorOf('state_mismatch')).toBe('request_error')
    expect(oidcErrorOf('<script>')).toBe('generic_error')
    expect(oidcErrorOf(undefined)).toBe('generic_error')
    expect(oidcErrors.generic_error).toBe('auth.error.generic')
  })
})

describe('the single sign-on failure page and the login button’s link', () => {
  it('names a failure the page knows, anything else is Something went wrong', () => {
    expect(ssoFailureOf('login_required')).toBe('login_required')
    expect(ssoFailureOf('account_exists')).toBe('account_exists')
    expect(ssoFailureOf('rate_limited')).toBe('rate_limited')
    expect(ssoFailureOf('toString')).toBe('generic_error')
    expect(ssoFailureOf('<b>raw provider text</b>')).toBe('generic_error')
    expect(ssoFailureOf(null)).toBe('generic_error')
    expect(ssoFailureLabels.generic_error).toBe('auth.error.generic')
    expect(ssoErrorPath('ru', 'consent_required')).toBe('/ru/user/sso-error?code=consent_required')
  })
  it('links the start endpoint with the language and the way back', () => {
    expect(ssoStartPath('en', '')).toBe('/api/user/sso/start?lang=en')
    expect(ssoStartPath('zh', '/zh/user/wishlist?x=1&y=2')).toBe('/api/user/sso/start?lang=zh&next=%2Fzh%2Fuser%2Fwishlist%3Fx%3D1%26y%3D2')
  })
})

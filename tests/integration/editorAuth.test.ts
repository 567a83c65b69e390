import fs from 'node:fs'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountsOnDemoPassword, DEMO_EDITOR, markDemoDatabase } from '@/collections/Users/demoEditor'
import { passwordMatches } from '@/collections/Users/passwordCheck'
import { MAX_UPLOAD_BYTES } from '@/lib/uploadLimits'
import type { User } from '@/payload-types'
import { bootPayload, type Booted } from './boot'
import { editorRest } from './editorRest'

const SITE = 'https://shop.example'
const PASSWORD = 'right-password-123'
let booted: Booted
let api: Awaited<ReturnType<typeof editorRest>>

const signIn = (email: string, password: string, headers: Record<string, string> = {}) => api('POST', 'users/login', { json: { email, password }, headers })
const tokenOf = async (email: string) => ((await (await signIn(email, PASSWORD)).json()) as { token: string }).token
const stored = async (email: string) => booted.payload.db.findOne<User>({ collection: 'users', where: { email: { equals: email } } })
const resetAttempts = (email: string) => booted.payload.db.updateOne({ collection: 'users', where: { email: { equals: email } }, data: { loginAttempts: 0, lockUntil: null } })
const me = async (token: string) => ((await (await api('GET', 'users/me', { token })).json()) as { user: { email: string } | null }).user?.email ?? null
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
const mediaFiles = () => (fs.existsSync(booted.mediaDir) ? fs.readdirSync(booted.mediaDir, { recursive: true }).length : 0)

beforeAll(async () => {
  process.env.SITE_URL = SITE
  booted = await bootPayload()
  api = await editorRest(SITE)
  for (const [email, role] of [['admin@example.com', 'admin'], ['ed@example.com', 'editor'], ['locked@example.com', 'editor'], ['timing@example.com', 'editor']] as const) {
    await booted.payload.create({ collection: 'users', data: { email, password: PASSWORD, role }, overrideAccess: true })
  }
})
afterAll(async () => {
  await booted.close()
})

describe(`editor sign-in (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('the first account is an administrator; the check of a stored password agrees with Payload', async () => {
    expect((await stored('admin@example.com'))?.role).toBe('admin')
    const account = await stored('ed@example.com')
    expect(await passwordMatches(PASSWORD, account ?? {})).toBe(true)
    expect(await passwordMatches('another-password', account ?? {})).toBe(false)
  })

  it('unknown e-mail, wrong password and a locked account get the same status and text; the lock still holds', async () => {
    const unknown = await signIn('nobody@example.com', 'whatever-password')
    const wrong = await signIn('ed@example.com', 'wrong-password')
    for (let attempt = 0; attempt < 5; attempt++) await signIn('locked@example.com', 'wrong-password')
    expect(await stored('locked@example.com')).toMatchObject({ loginAttempts: 5 })
    const lockedRight = await signIn('locked@example.com', PASSWORD)
    const answers = [unknown, wrong, lockedRight]
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401])
    const bodies = await Promise.all(answers.map((answer) => answer.text()))
    expect(new Set(bodies).size).toBe(1)
    expect(JSON.parse(bodies[0] ?? '')).toEqual({ errors: [{ message: 'The email or password provided is incorrect.' }] })
  })

  it('answers in the language of the request, English without one', async () => {
    const message = async (headers: Record<string, string>) => ((await (await signIn('nobody@example.com', 'x-password', headers)).json()) as { errors: { message: string }[] }).errors[0]?.message
    expect(await message({})).toBe('The email or password provided is incorrect.')
    expect(await message({ 'Accept-Language': 'de-DE,de;q=0.9' })).toBe('Die E-Mail-Adresse oder das Passwort sind nicht korrekt.')
    expect(await message({ Cookie: 'payload-lng=fr' })).toBe('L’adresse e-mail ou le mot de passe fourni est incorrect.')
  })

  it('unknown e-mail, wrong password and a locked account take similar time (medians within 3×)', async () => {
    const time = async (attempt: () => Promise<Response>) => {
      const started = performance.now()
      expect((await attempt()).status).toBe(401)
      return performance.now() - started
    }
    const unknown: number[] = []
    const wrong: number[] = []
    const locked: number[] = []
    for (let round = 0; round < 5; round++) {
      unknown.push(await time(() => signIn('nobody@example.com', 'wrong-password')))
      wrong.push(await time(() => signIn('timing@example.com', 'wrong-password')))
      await resetAttempts('timing@example.com')
      locked.push(await time(() => signIn('locked@example.com', 'wrong-password')))
    }
    const medians = [median(unknown), median(wrong), median(locked)]
    console.log(`sign-in medians (ms): unknown ${medians[0]?.toFixed(0)}, wrong ${medians[1]?.toFixed(0)}, locked ${medians[2]?.toFixed(0)}`)
    expect(Math.max(...medians) / Math.min(...medians)).toBeLessThan(3)
  })

  it('only an administrator unlocks an account', async () => {
    const byEditor = await api('POST', 'users/unlock', { json: { email: 'locked@example.com' }, token: await tokenOf('ed@example.com') })
    expect(byEditor.status).toBe(403)
    expect((await stored('locked@example.com'))?.lockUntil).toBeTruthy()
    const byAdmin = await api('POST', 'users/unlock', { json: { email: 'locked@example.com' }, token: await tokenOf('admin@example.com') })
    expect(byAdmin.status).toBe(200)
    expect((await signIn('locked@example.com', PASSWORD)).status).toBe(200)
  })

  it('an editor cannot make themselves an administrator', async () => {
    const token = await tokenOf('ed@example.com')
    const { id } = (await stored('ed@example.com')) ?? {}
    await api('PATCH', `users/${String(id)}`, { json: { role: 'admin' }, token })
    expect((await stored('ed@example.com'))?.role).toBe('editor')
  })

  it('the session cookie is Secure and HttpOnly on https and counts only from the site origin', async () => {
    const answer = await signIn('ed@example.com', PASSWORD)
    const cookie = answer.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^payload-token=/)
    expect(cookie).toMatch(/; Secure/)
    expect(cookie).toMatch(/; HttpOnly/)
    expect(cookie).toMatch(/; SameSite=Lax/)
    const token = /^payload-token=([^;]+)/.exec(cookie)?.[1] ?? ''
    const meFrom = async (origin: string) => ((await (await api('GET', 'users/me', { headers: { Cookie: `payload-token=${token}`, Origin: origin } })).json()) as { user: unknown }).user
    expect(await meFrom(SITE)).toMatchObject({ email: 'ed@example.com' })
    expect(await meFrom('https://elsewhere.example')).toBeNull()
  })

  it('signing out ends the session on the server: the same token no longer works', async () => {
    const token = await tokenOf('ed@example.com')
    expect((await api('GET', 'users', { token })).status).toBe(200)
    expect((await api('POST', 'users/logout', { token })).status).toBe(200)
    expect((await api('GET', 'users', { token })).status).toBe(403)
    expect(await me(token)).toBeNull()
  })

  it('4 parallel sign-ins of one editor all give working tokens', async () => {
    const answers = await Promise.all(Array.from({ length: 4 }, () => signIn('ed@example.com', PASSWORD)))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200])
    const tokens = await Promise.all(answers.map(async (answer) => ((await answer.json()) as { token: string }).token))
    expect(new Set(tokens).size).toBe(4)
    expect(await Promise.all(tokens.map(me))).toEqual(Array(4).fill('ed@example.com'))
  })

  it('an upload over the limit is refused with 413 and nothing is stored; file names lose path and markup, keep their letters', async () => {
    const token = await tokenOf('admin@example.com')
    const mediaBefore = (await booted.payload.count({ collection: 'media', overrideAccess: true })).totalDocs
    const filesBefore = mediaFiles()
    const tooBig = new FormData()
    tooBig.append('file', new Blob([new Uint8Array(MAX_UPLOAD_BYTES + 1)], { type: 'image/png' }), 'huge.png')
    tooBig.append('_payload', JSON.stringify({ alt: 'Too big' }))
    const refused = await api('POST', 'media', { form: tooBig, token })
    expect(refused.status).toBe(413)
    expect((await booted.payload.count({ collection: 'media', overrideAccess: true })).totalDocs).toBe(mediaBefore)
    expect(mediaFiles()).toBe(filesBefore)

    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#886644' } }).png().toBuffer()
    const small = new FormData()
    small.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), '../<script> Divano Étoile.png')
    small.append('_payload', JSON.stringify({ alt: 'Small' }))
    const accepted = await api('POST', 'media', { form: small, token })
    expect(accepted.status).toBe(201)
    const { doc } = (await accepted.json()) as { doc: { filename: string } }
    expect(doc.filename).toBe('script Divano Étoile.png')
    const cyrillic = new FormData()
    cyrillic.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'диван.png')
    cyrillic.append('_payload', JSON.stringify({ alt: 'Cyrillic' }))
    const named = await api('POST', 'media', { form: cyrillic, token })
    expect(((await named.json()) as { doc: { filename: string } }).doc.filename).toBe('диван.png')
  })
})

describe(`the demo password (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('cannot be chosen outside the demo database, and the refusal speaks the editor\'s language', async () => {
    const token = await tokenOf('admin@example.com')
    const answer = await api('POST', 'users', { json: { email: 'new@example.com', password: DEMO_EDITOR.password, role: 'editor' }, token, headers: { 'Accept-Language': 'it' } })
    expect(answer.status).toBe(400)
    expect(JSON.stringify(await answer.json())).toContain('Questa è la password demo pubblica: sceglietene un’altra.')
  })

  it('signs in only while the database is the demo one, and the account is listed for the warning', async () => {
    await markDemoDatabase(booted.payload)
    await booted.payload.create({ collection: 'users', data: { email: DEMO_EDITOR.email, password: DEMO_EDITOR.password, role: 'editor' }, overrideAccess: true })
    expect((await signIn(DEMO_EDITOR.email, DEMO_EDITOR.password)).status).toBe(200)
    expect(await accountsOnDemoPassword(booted.payload)).toEqual([DEMO_EDITOR.email])
    await booted.payload.kv.delete('demo-database')
    const refused = await signIn(DEMO_EDITOR.email, DEMO_EDITOR.password)
    expect(refused.status).toBe(401)
    expect(await refused.json()).toEqual({ errors: [{ message: 'The email or password provided is incorrect.' }] })
  })
})

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { formLimits } from '@/domain/forms/fieldTypes'
import { readBundledMessages } from '@/i18n/bundled'
import { newSeedContext } from '@/seed/context'
import { seedForms } from '@/seed/forms'
import { proofOfWorkHeaders } from './proofOfWork'
import { bootPayload, type Booted } from './boot'
import { eicar, startFakeClamd, type FakeClamd } from './fixtures/clamd'
import { docxBytes, pdfBytes, plainZipBytes, pngBytes, rawMultipart, svgBytes, textBytes } from './fixtures/attachmentFiles'

vi.mock('server-only', () => ({}))
vi.mock('@/data/messages', async () => {
  const { readBundledMessages: bundled } = await import('@/i18n/bundled')
  return { getMessages: async (locale: Parameters<typeof bundled>[0]) => bundled(locale) }
})

const mails: string[] = []
const smtp = new SMTPServer({
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = []
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('end', () => {
      mails.push(Buffer.concat(chunks).toString('utf8'))
      callback()
    })
  },
})

const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-form-uploads-'))
let booted: Booted
let clamd: FakeClamd
let formId: number
let threeFilesFormId: number
let editorToken: string
let submit: (request: Request) => Promise<Response>
let download: (request: Request) => Promise<Response>
const en = readBundledMessages('en')
const ru = readBundledMessages('ru')
const countSubmissions = async () => (await booted.payload.count({ collection: 'form-submissions', overrideAccess: true })).totalDocs
/** A mail as a person reads it: quoted-printable undone, lines joined, bytes as UTF-8. */
const readable = (raw: string) =>
  Buffer.from(
    raw.replace(/\r\n/g, '\n').replace(/=\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8')
const storedFiles = () => fs.readdirSync(uploads).sort()

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`
  process.env.FORM_UPLOADS_DIR = uploads
  // Every file of these tests passes the virus scanner too (decision 023 step 4).
  clamd = await startFakeClamd()
  process.env.CLAMD_URL = clamd.url
  booted = await bootPayload()
  const ctx = newSeedContext(booted.payload, 0.02)
  await seedForms(ctx)
  const id = ctx.ids.forms.get('work-with-us')
  if (id === undefined) throw new Error('the work-with-us form was not seeded')
  formId = id
  const three = await booted.payload.create({
    collection: 'forms',
    overrideAccess: true,
    data: {
      key: 'three-files',
      title: 'Three files',
      recipients: [{ email: 'files@ateliervesta.example' }],
      mailLanguage: 'en',
      retentionMonths: 24,
      fields: ['first', 'second', 'third'].map((name) => ({ name, type: 'attachment' as const, label: name, required: false, width: 'full' as const })),
    },
  })
  threeFilesFormId = three.id
  await booted.payload.create({ collection: 'users', data: { email: 'files-editor@example.com', password: 'a-real-password-2026', role: 'editor' } })
  editorToken = (await booted.payload.login({ collection: 'users', data: { email: 'files-editor@example.com', password: 'a-real-password-2026' } })).token ?? ''
  submit = (await import('@/app/api/forms/submit/route')).POST
  download = (await import('@/app/api/forms/attachment/route')).GET
})
afterAll(async () => {
  await booted.close()
  await clamd.close()
  delete process.env.CLAMD_URL
  delete process.env.SMTP_URL
  fs.rmSync(uploads, { recursive: true, force: true })
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
})

let peers = 0
const newPeer = () => `203.0.113.${++peers}`
const site = 'http://127.0.0.1:3000'
/** A post's headers as the form's script sends them, with a fresh proof-of-work answer. */
const headersFor = async (contentType?: string) => ({ 'x-vesta-peer': newPeer(), origin: site, accept: 'application/json', ...(contentType ? { 'content-type': contentType } : {}), ...(await proofOfWorkHeaders()) })
const fields = { position: 'upholsterer', name: 'Ada Bianchi', email: 'ada@example.com', phone: '333 123 4567', phonePrefix: '+39', country: 'IT', city: 'Monza', available: '2027-01-15', portfolio: 'https://ada.example/work', message: 'I would love to join the workshop.', privacy: 'on' }
function application(files: Record<string, { bytes: Buffer; name: string; type?: string }>, values: Record<string, string> = fields): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(values)) data.append(name, value)
  for (const [name, file] of Object.entries(files)) data.append(name, new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name)
  return data
}
const post = async (body: FormData | Buffer, lang = 'en', form = formId, contentType?: string) =>
  submit(new Request(`${site}/api/forms/submit?lang=${lang}&form=${form}`, { method: 'POST', body: body instanceof FormData ? body : new Uint8Array(body), headers: await headersFor(contentType) }))
const fetchAttachment = (submission: number, field: string, token?: string) =>
  download(new Request(`${site}/api/forms/attachment?lang=en&submission=${submission}&field=${field}`, { headers: { 'x-vesta-peer': newPeer(), ...(token ? { authorization: `JWT ${token}` } : {}) } }))

describe(`form attachments (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('stores an application with a PDF CV and a DOCX letter under random private names; the recipients’ mail names them', async () => {
    const before = storedFiles()
    const response = await post(application({ cv: { bytes: pdfBytes(2000), name: 'CV Ada Bianchi.pdf' }, letter: { bytes: docxBytes, name: 'lettera.docx' } }))
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: number }
    const stored = await booted.payload.findByID({ collection: 'form-submissions', id, depth: 0, overrideAccess: true })
    const values = stored.values as Record<string, { name: string; size: number; type: string; stored: string }>
    expect(values.cv).toMatchObject({ name: 'CV Ada Bianchi.pdf', size: pdfBytes(2000).length, type: 'application/pdf' })
    expect(values.letter).toMatchObject({ name: 'lettera.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' })
    const added = storedFiles().filter((name) => !before.includes(name))
    expect(added.sort()).toEqual([values.cv?.stored, values.letter?.stored].sort())
    expect(added.every((name) => /^[0-9a-f]{32}$/.test(name))).toBe(true)
    expect(fs.readFileSync(path.join(uploads, values.cv?.stored ?? '')).equals(pdfBytes(2000))).toBe(true)
    expect(stored.deliveryState).toBe('sent')
    const mail = readable(mails.filter((candidate) => /^To: careers@ateliervesta\.example\r?$/m.test(candidate)).at(-1) ?? '')
    expect(mail).toContain('CV Ada Bianchi.pdf')
    // The sender's confirmation names the files too, without the editors' links.
    const confirmation = readable(mails.filter((candidate) => /^To: ada@example\.com\r?$/m.test(candidate)).at(-1) ?? '')
    expect(confirmation).toContain('CV Ada Bianchi.pdf')
    expect(confirmation).not.toContain('/api/forms/attachment')
    // Linked for editors, not attached, and the private name never shown.
    expect(mail).toContain(`/api/forms/attachment?submission=${id}&field=cv`)
    expect(mail).toContain(`/api/forms/attachment?submission=${id}&field=letter`)
    expect(mail).not.toMatch(/Content-Disposition: attachment/i)
    expect(mail).not.toContain(values.cv?.stored ?? '-')
  })

  it('lets only editors download a file: anonymous 403, an editor gets it as an attachment under its own name, never cached', async () => {
    const response = await post(application({ cv: { bytes: pngBytes, name: 'Портрет ada.png' } }))
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: number }
    const anonymous = await fetchAttachment(id, 'cv')
    expect(anonymous.status).toBe(403)
    expect(((await anonymous.json()) as { message: string }).message).toBe(en['http.forbidden'])
    const forged = await fetchAttachment(id, 'cv', 'not-a-token')
    expect(forged.status).toBe(403)
    const editor = await fetchAttachment(id, 'cv', editorToken)
    expect(editor.status).toBe(200)
    expect(editor.headers.get('content-type')).toBe('image/png')
    expect(editor.headers.get('content-disposition')).toBe(`attachment; filename="_______ ada.png"; filename*=UTF-8''${encodeURIComponent('Портрет ada.png')}`)
    expect(editor.headers.get('cache-control')).toBe('private, no-store')
    expect(editor.headers.get('x-content-type-options')).toBe('nosniff')
    expect(Buffer.from(await editor.arrayBuffer()).equals(pngBytes)).toBe(true)
    expect((await fetchAttachment(id, 'letter', editorToken)).status).toBe(404)
    expect((await fetchAttachment(999_999, 'cv', editorToken)).status).toBe(404)
  })

  it('refuses bad files by content and name, each with a clear message, storing nothing and leaving no file', async () => {
    const cases: [string, { bytes: Buffer; name: string; type?: string }, string][] = [
      ['text renamed .pdf', { bytes: textBytes, name: 'cv.pdf', type: 'application/pdf' }, en['form.fileTypeNotAllowed'] ?? ''],
      ['an SVG', { bytes: svgBytes, name: 'cv.svg', type: 'image/svg+xml' }, en['form.fileTypeNotAllowed'] ?? ''],
      ['an SVG renamed .png', { bytes: svgBytes, name: 'cv.png', type: 'image/png' }, en['form.fileTypeNotAllowed'] ?? ''],
      ['a 0-byte file', { bytes: Buffer.alloc(0), name: 'cv.pdf' }, en['form.attachmentEmpty'] ?? ''],
      ['a ZIP renamed .docx', { bytes: plainZipBytes, name: 'cv.docx' }, en['form.fileTypeNotAllowed'] ?? ''],
      ['a PDF named .png', { bytes: pdfBytes(), name: 'cv.png' }, en['form.fileTypeNotAllowed'] ?? ''],
      ['a path for a name', { bytes: pdfBytes(), name: '../../x.js' }, en['form.fileTypeNotAllowed'] ?? ''],
    ]
    const before = [await countSubmissions(), storedFiles().length, mails.length]
    for (const [what, file, message] of cases) {
      const response = await post(application({ cv: file }))
      expect(response.status, what).toBe(400)
      expect(((await response.json()) as { fields: Record<string, string> }).fields, what).toEqual({ cv: message })
    }
    expect([await countSubmissions(), storedFiles().length, mails.length]).toEqual(before)
  })

  it('keeps a file only when the virus scanner saw it clean: an infected one and one it could not check are refused with a message, nothing stored', async () => {
    const before = [await countSubmissions(), storedFiles().length, mails.length]
    const scannedBefore = clamd.scanned()
    const infected = await post(application({ cv: { bytes: Buffer.concat([pdfBytes(), Buffer.from(eicar)]), name: 'cv.pdf' } }))
    expect(infected.status).toBe(400)
    expect(((await infected.json()) as { fields: Record<string, string> }).fields).toEqual({ cv: en['form.fileInfected'] })
    expect(clamd.scanned()).toBe(scannedBefore + 1)
    clamd.setBroken(true)
    try {
      const unchecked = await post(application({ cv: { bytes: pdfBytes(), name: 'cv.pdf' } }), 'ru')
      expect(unchecked.status).toBe(400)
      expect(((await unchecked.json()) as { fields: Record<string, string> }).fields).toEqual({ cv: ru['form.fileNotScanned'] })
    } finally {
      clamd.setBroken(false)
    }
    expect([await countSubmissions(), storedFiles().length, mails.length]).toEqual(before)
  })

  it('refuses a file name carrying CR/LF (no header can be injected), storing nothing', async () => {
    const before = [await countSubmissions(), storedFiles().length]
    const boundary = 'vesta-boundary-0123'
    const parts = [...Object.entries(fields).map(([name, value]) => ({ name, value })), { name: 'cv', fileNameHeader: `filename*=UTF-8''cv%0D%0ABcc%3A%20all%40example.com.pdf`, file: pdfBytes(), type: 'application/pdf' }]
    const response = await post(rawMultipart(boundary, parts), 'en', formId, `multipart/form-data; boundary=${boundary}`)
    expect(response.status).toBe(400)
    expect(((await response.json()) as { fields: Record<string, string> }).fields).toEqual({ cv: en['form.fileTypeNotAllowed'] })
    expect([await countSubmissions(), storedFiles().length]).toEqual(before)
  })

  it('stops reading a file over 10 MB: 413 in the visitor’s language, nothing stored, the partial file removed', async () => {
    const before = [await countSubmissions(), storedFiles().length]
    const response = await post(application({ cv: { bytes: pdfBytes(formLimits.attachmentMaxBytes), name: 'huge.pdf' } }), 'ru')
    expect(response.status).toBe(413)
    const body = (await response.json()) as { message: string; fields: Record<string, string> }
    expect(body.message).toBe(ru['form.fileTooLarge']?.replace('{size}', '10 МБ').replace('МБ', 'MB'))
    expect(body.fields.cv).toBe(body.message)
    expect([await countSubmissions(), storedFiles().length]).toEqual(before)
  })

  it('stops at 20 MB for all files of one submission together: 413, no file of it left', async () => {
    const before = [await countSubmissions(), storedFiles().length]
    const nine = pdfBytes(9 * 1024 * 1024)
    const response = await post(application({ first: { bytes: nine, name: 'a.pdf' }, second: { bytes: nine, name: 'b.pdf' }, third: { bytes: nine, name: 'c.pdf' } }, {}), 'en', threeFilesFormId)
    expect(response.status).toBe(413)
    expect(((await response.json()) as { fields: Record<string, string> }).fields).toEqual({ third: en['form.attachmentsTooLarge']?.replace('{total}', '20 MB') })
    expect([await countSubmissions(), storedFiles().length]).toEqual(before)
  })

  it('counts a JSON post’s made-up file for nothing (the CV is required), and a deleted submission takes its files', async () => {
    const forged = await submit(
      new Request(`${site}/api/forms/submit?lang=en&form=${formId}`, {
        method: 'POST',
        body: JSON.stringify({ ...fields, privacy: true, cv: { name: 'cv.pdf', size: 10, type: 'application/pdf', stored: '0'.repeat(32) } }),
        headers: await headersFor('application/json'),
      }),
    )
    expect(forged.status).toBe(400)
    expect(((await forged.json()) as { fields: Record<string, string> }).fields).toEqual({ cv: en['form.fieldRequired'] })

    const response = await post(application({ cv: { bytes: pdfBytes(), name: 'cv.pdf' } }))
    const { id } = (await response.json()) as { id: number }
    const stored = (await booted.payload.findByID({ collection: 'form-submissions', id, depth: 0, overrideAccess: true })).values as Record<string, { stored: string }>
    expect(storedFiles()).toContain(stored.cv?.stored)
    await booted.payload.delete({ collection: 'form-submissions', id, overrideAccess: true })
    expect(storedFiles()).not.toContain(stored.cv?.stored)
  })
})

import { payloadClient } from '@/data/payload'
import { formLimits, honeypotField } from '@/domain/forms/fieldTypes'
import type { BodyKind } from '@/domain/http/requestRules'
import { maxRequestBodyBytes } from '@/domain/limits'
import { proofOfWorkHeader } from '@/domain/proofOfWork'
import { homeUrl } from '@/domain/urls'
import { siteUrl } from '@/env'
import type { Locale } from '@/i18n/locales'
import { endpoint } from '@/lib/edge/endpoint'
import { validateWith } from '@/lib/edge/validate'
import { isDatabaseUnavailable } from '@/lib/http/databaseUnavailable'
import { checkProofOfWork } from '@/lib/proofOfWork/challenge'
import { processRateLimiter } from '@/lib/rateLimit/sharedLimiter'
import { formatFileSize } from '../logic/attachments'
import { serverCheckDay } from '@/domain/dates/calendarDate'
import { formSchema } from '../logic/formSchema'
import { plainAnswerHtml } from '../logic/plainAnswer'
import type { PublicForm } from '../logic/publicForm'
import { receiveMultipart, SubmissionTooLargeError, UnreadableMultipartError, type ReceivedMultipart } from '../server/receiveMultipart.server'
import { hashPasswordFields } from '../server/passwords.server'
import { resolveProductChoice } from '../server/products.server'
import { readForm, submitForm, UnknownFormError } from '../server/submitForm.server'

/** Room for a multipart body's part headers and boundaries beside the files and the text fields. */
const multipartOverheadBytes = 64 * 1024

/** The page a plain form post came from (a page of this site), else the home. */
function backTo(request: Request, locale: Locale): string {
  const referer = request.headers.get('referer')
  const own = new URL(siteUrl())
  try {
    const from = referer ? new URL(referer) : null
    if (from && (from.origin === own.origin || from.origin === new URL(request.url).origin)) return `${from.pathname}${from.search}`
  } catch {
    // An unreadable Referer: the home.
  }
  return homeUrl(locale)
}

const htmlResponse = (html: string, status: number, headers: Record<string, string> = {}) =>
  new Response(html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', ...headers } })

/** A post from a page without JavaScript (a plain form, or one with files), answered with a page; the script asks for JSON. */
const wantsPage = (request: Request, bodyKind: BodyKind | undefined) =>
  bodyKind === 'form' || (bodyKind === 'multipart' && !(request.headers.get('accept') ?? '').includes('application/json'))

const formIdOf = (url: URL) => {
  const id = Number(url.searchParams.get('form'))
  return Number.isInteger(id) && id > 0 ? id : null
}
const filled = (value: unknown) => typeof value === 'string' && value.trim() !== ''
const attachmentNames = (form: PublicForm) => new Set(form.fields.filter((field) => field.type === 'attachment').map((field) => field.name))

/** What a JSON or plain post says of its files counts for nothing: only a streamed, checked file is one. */
function withoutAttachments(body: unknown, form: PublicForm): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body
  const names = attachmentNames(form)
  return Object.fromEntries(Object.entries(body).filter(([name]) => !names.has(name)))
}

/**
 * POST /api/forms/submit?lang=…&form=…: a visitor's answers to an editor-built form, as JSON (the
 * script), a plain form post (no JavaScript: answered with a page) or multipart with files
 * (streamed to the private directory, checked by content; answered with JSON when the script
 * asks for it, else a page). 201 stored (and mailed, or kept as `failed` for a retry); 400 with a
 * message per field; 404 no such form; 413 a file over 10 MB or files over 20 MB (nothing kept);
 * 400 without a fresh proof-of-work answer in its header (docs/decisions/029: nothing read further);
 * 429 over the `forms` budget (the spec's error text); the edge's 403/413/415; 503 when the
 * database is away. A filled honeypot gets the thank-you and stores nothing.
 */
export const POST = endpoint(
  {
    budget: 'forms',
    tooManyLabel: 'form.error',
    accepts: ['json', 'form', 'multipart'],
    multipartMaxBytes: formLimits.submissionMaxAttachmentBytes + maxRequestBodyBytes + multipartOverheadBytes,
    // A post without JavaScript is told in a page (the edge's JSON otherwise); the way back is the home, the edge knows no page.
    refuse: (refusal, { request, locale, t, bodyKind }) =>
      wantsPage(request, bodyKind)
        ? htmlResponse(plainAnswerHtml({ lang: locale, title: refusal.message, message: refusal.message, problems: [], back: { href: homeUrl(locale), label: t('common.back') } }), refusal.status, refusal.headers)
        : undefined,
  },
  async ({ request, url, body, locale, t, bodyKind }) => {
    const page = wantsPage(request, bodyKind)
    const answer = (status: number, json: Record<string, unknown>, title: string, message: string, problems: { label: string; message: string }[] = []) =>
      page
        ? htmlResponse(plainAnswerHtml({ lang: locale, title, message, problems, back: { href: backTo(request, locale), label: t('common.back') } }), status)
        : Response.json(json, { status })
    const formId = formIdOf(url)
    if (formId === null) return answer(404, { error: 'unknown_form', message: t('form.error') }, t('form.error'), t('form.error'))
    let received: ReceivedMultipart | null = null
    try {
      const payload = await payloadClient()
      const { form, public: visitorForm } = await readForm(payload, formId, locale)
      const labelOf = (name: string) => visitorForm.fields.find((field) => field.name === name)?.label ?? name
      // The proof of work first, from its header: a post without a fresh answer stores nothing and streams no file.
      const verdict = await checkProofOfWork(request.headers.get(proofOfWorkHeader), await processRateLimiter())
      if (verdict !== 'ok') {
        const message = t(verdict === 'missing' ? 'proofOfWork.needsScript' : 'proofOfWork.failed')
        return answer(400, { error: 'proof_of_work', message }, visitorForm.title, message)
      }
      const sizes = { size: formatFileSize(formLimits.attachmentMaxBytes, locale), total: formatFileSize(formLimits.submissionMaxAttachmentBytes, locale), min: formLimits.passwordMinLength, max: formLimits.passwordMaxLength }
      let posted = withoutAttachments(body, visitorForm)
      if (bodyKind === 'multipart') {
        try {
          received = await receiveMultipart(request, attachmentNames(visitorForm))
        } catch (error) {
          if (error instanceof SubmissionTooLargeError) {
            const message = t(error.label, sizes)
            return answer(413, { error: 'too_large', message, fields: { [error.field]: message } }, visitorForm.title, message, [{ label: labelOf(error.field), message }])
          }
          if (error instanceof UnreadableMultipartError) return answer(400, { error: 'unreadable', message: t('http.badRequest') }, visitorForm.title, t('http.badRequest'))
          throw error
        }
        posted = { ...received.fields, ...received.files }
      }
      const thanks = visitorForm.confirmationMessage || t('form.success')
      if (typeof posted === 'object' && posted !== null && honeypotField in posted && filled((posted as Record<string, unknown>)[honeypotField])) {
        await received?.discard()
        return answer(201, { message: thanks }, visitorForm.title, thanks)
      }
      const checked = validateWith(formSchema(visitorForm.fields, serverCheckDay(new Date())), posted, t, sizes)
      const refusedFiles = Object.fromEntries(Object.entries(received?.refused ?? {}).map(([name, label]) => [name, t(label, sizes)]))
      // A product field names a published product of this language; it is kept as 'Name (CODE)'.
      const unknownProducts: Record<string, string> = {}
      if (checked.ok) {
        for (const field of visitorForm.fields.filter((candidate) => candidate.type === 'product')) {
          const typed = checked.value[field.name]
          if (typeof typed !== 'string' || typed === '') continue
          const product = await resolveProductChoice(payload, locale, typed)
          if (product) checked.value[field.name] = product
          else unknownProducts[field.name] = t('form.unknownProduct')
        }
      }
      if (!checked.ok || Object.keys(refusedFiles).length > 0 || Object.keys(unknownProducts).length > 0) {
        await received?.discard()
        const fields = { ...(checked.ok ? {} : checked.fields), ...refusedFiles, ...unknownProducts }
        const problems = Object.entries(fields).map(([name, message]) => ({ label: labelOf(name), message }))
        return answer(400, { error: 'invalid', message: t('validation.checkFields'), fields }, visitorForm.title, t('validation.checkFields'), problems)
      }
      const submitted = await submitForm(payload, { form, visitorForm, values: await hashPasswordFields(visitorForm.fields, checked.value), locale })
      return answer(201, { id: submitted.id, message: thanks }, visitorForm.title, thanks)
    } catch (error) {
      // Not stored: its files go too.
      await received?.discard()
      if (isDatabaseUnavailable(error)) throw error
      if (error instanceof UnknownFormError) return answer(404, { error: 'unknown_form', message: t('form.error') }, t('form.error'), t('form.error'))
      console.error('[forms] submission not stored', error)
      return answer(500, { error: 'not_stored', message: t('form.error') }, t('form.error'), t('form.error'))
    }
  },
)

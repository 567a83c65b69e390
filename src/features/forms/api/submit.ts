import { getMessages } from '@/data/messages'
import { payloadClient } from '@/data/payload'
import { honeypotField } from '@/domain/forms/fieldTypes'
import { homeUrl } from '@/domain/urls'
import { siteUrl } from '@/env'
import type { Locale } from '@/i18n/locales'
import { makeTranslator, type Translate } from '@/i18n/translator'
import { endpoint } from '@/lib/edge/endpoint'
import { validateWith } from '@/lib/edge/validate'
import { isDatabaseUnavailable } from '@/lib/http/databaseUnavailable'
import { formSchema } from '../logic/formSchema'
import { plainAnswerHtml } from '../logic/plainAnswer'
import { readForm, submitForm, UnknownFormError } from '../server/submitForm.server'

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

/** The answer to a form posted without JavaScript: a page with the message (and what to fix), with the status the script would get. */
function plainPage(request: Request, locale: Locale, t: Translate, status: number, title: string, message: string, problems: { label: string; message: string }[] = []) {
  return htmlResponse(plainAnswerHtml({ lang: locale, title, message, problems, back: { href: backTo(request, locale), label: t('common.back') } }), status)
}

const htmlResponse = (html: string, status: number, headers: Record<string, string> = {}) =>
  new Response(html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', ...headers } })

const formIdOf = (url: URL) => {
  const id = Number(url.searchParams.get('form'))
  return Number.isInteger(id) && id > 0 ? id : null
}
const filled = (value: unknown) => typeof value === 'string' && value.trim() !== ''

/**
 * POST /api/forms/submit?lang=…&form=…: a visitor's answers to an editor-built form, as JSON (the
 * script) or a plain form post (no JavaScript: answered with a small page). 201 stored (and mailed,
 * or kept as `failed` for a retry); 400 with a message per field; 404 no such form; 429 over the
 * `forms` budget (the spec's error text); the edge's 403/413/415; 503 when the database is away.
 * A filled honeypot gets the thank-you and stores nothing.
 */
export const POST = endpoint(
  {
    budget: 'forms',
    tooManyLabel: 'form.error',
    accepts: ['json', 'form'],
    // A plain form post is told in a page (the edge's JSON otherwise); the way back is the home, the edge knows no page.
    refuse: (refusal, { locale, t, bodyKind }) =>
      bodyKind === 'form' ? htmlResponse(plainAnswerHtml({ lang: locale, title: refusal.message, message: refusal.message, problems: [], back: { href: homeUrl(locale), label: t('common.back') } }), refusal.status, refusal.headers) : undefined,
  },
  async ({ request, url, body, locale, t, bodyKind }) => {
    const plain = bodyKind === 'form'
    const answer = (status: number, json: Record<string, unknown>, title: string, message: string, problems: { label: string; message: string }[] = []) =>
      plain ? plainPage(request, locale, t, status, title, message, problems) : Response.json(json, { status })
    const formId = formIdOf(url)
    if (formId === null) return answer(404, { error: 'unknown_form', message: t('form.error') }, t('form.error'), t('form.error'))
    try {
      const payload = await payloadClient()
      const { form, public: visitorForm } = await readForm(payload, formId, locale)
      const thanks = visitorForm.confirmationMessage || t('form.success')
      if (typeof body === 'object' && body !== null && honeypotField in body && filled(body[honeypotField])) {
        return answer(201, { message: thanks }, visitorForm.title, thanks)
      }
      const checked = validateWith(formSchema(visitorForm.fields), body, t)
      if (!checked.ok) {
        const labelOf = (name: string) => visitorForm.fields.find((field) => field.name === name)?.label ?? name
        const problems = Object.entries(checked.fields).map(([name, message]) => ({ label: labelOf(name), message }))
        return answer(400, { error: 'invalid', message: t('validation.checkFields'), fields: checked.fields }, visitorForm.title, t('validation.checkFields'), problems)
      }
      const mailT = form.mailLanguage === locale ? t : makeTranslator(form.mailLanguage, await getMessages(form.mailLanguage))
      const submitted = await submitForm(payload, { form, visitorForm, values: checked.value, locale, mailT })
      return answer(201, { id: submitted.id, message: thanks }, visitorForm.title, thanks)
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw error
      if (error instanceof UnknownFormError) return answer(404, { error: 'unknown_form', message: t('form.error') }, t('form.error'), t('form.error'))
      console.error('[forms] submission not stored', error)
      return answer(500, { error: 'not_stored', message: t('form.error') }, t('form.error'), t('form.error'))
    }
  },
)

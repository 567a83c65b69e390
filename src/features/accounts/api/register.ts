import 'server-only'
import { payloadClient } from '@/data/payload'
import { subscribe } from '@/data/newsletter/subscriptions.server'
import { newsletterLinks } from '@/domain/newsletter/links'
import { siteUrl } from '@/env'
import { endpoint } from '@/lib/edge/endpoint'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../logic/constants'
import { isRegistrationOpen, registrationSchema } from '../logic/registration'
import { visitorAuth } from '../server/auth'
import { privateNoStore } from './headers'
import { passwordRefused } from './passwordRefusal'

/**
 * POST /api/user/register?lang=en: a new visitor account (spec section 4). 200 with the
 * thank-you page to go to, whether the address was new or already had an account (then its owner
 * gets a mail instead: nobody learns which addresses are registered); 400 with a message per field.
 * The account can sign in once the link of the verification mail was opened. While an editor
 * has closed registration (site setting `visitorRegistration`), 403 'Registration not enabled
 * for this application', before anything is stored or mailed. 400 `proof_of_work` without a
 * fresh proof-of-work answer in its header (docs/decisions/029), before the body is read.
 */
export const POST = endpoint(
  { budget: 'accountRegister', proofOfWork: true, schema: registrationSchema, labelValues: { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH } },
  async ({ request, body, locale, t }) => {
    // Read fresh: an editor's change counts at the next request, whatever the page cache holds.
    const settings = await (await payloadClient()).findGlobal({ slug: 'site-settings', depth: 0 })
    if (!isRegistrationOpen(settings.visitorRegistration)) {
      return Response.json({ error: 'registration_closed', message: t('auth.error.registrationNotEnabled') }, { status: 403, headers: privateNoStore })
    }
    const auth = await visitorAuth()
    const { password, newsletter, ...fields } = body
    const answer = await auth.api.signUpEmail({
      body: {
        ...fields,
        phone: fields.phone ?? undefined,
        province: fields.province ?? undefined,
        profession: fields.profession ?? undefined,
        company: fields.company ?? undefined,
        vatNumber: fields.vatNumber ?? undefined,
        password,
        newsletter,
        locale,
        consentedAt: new Date(),
        callbackURL: `/${locale}/user/login?verified=1`,
      },
      headers: request.headers,
      asResponse: true,
    })
    if (!answer.ok) {
      // The password policy's reason (weak, common, the visitor's own words, leaked) beside the field.
      const refused = await passwordRefused(answer, t)
      if (refused) return refused
      console.warn('[accounts] registration refused by the account store', answer.status)
      return Response.json({ error: 'invalid', message: t('auth.error.invalidRegistration') }, { status: 400, headers: privateNoStore })
    }
    if (newsletter) {
      // The newsletter's own double opt-in; a failure there does not undo the registration.
      await subscribe(await payloadClient(), { email: body.email, firstName: body.name }, locale, t, newsletterLinks(siteUrl(), locale)).catch((error: unknown) =>
        console.warn('[accounts] newsletter subscription not sent', error instanceof Error ? error.message : error),
      )
    }
    return Response.json({ next: `/${locale}/user/thankyou` }, { status: 200, headers: privateNoStore })
  },
)

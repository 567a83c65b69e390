import 'server-only'
import { getMessages } from '@/data/messages'
import { authSecret } from '@/env'
import type { Locale } from '@/i18n/locales'
import { makeTranslator } from '@/i18n/translator'
import { siteSms } from '@/lib/sms/siteSms'
import { PASSWORDLESS_SECONDS } from '../logic/constants'
import { visitorAuth } from './auth'
import { localeOf } from './mail'
import { issuePhoneCode } from './phoneCodes'

/** The account whose owner proved this number (E.164), with what a code by text message needs of it. */
export async function accountWithPhone(phoneNumber: string): Promise<{ id: string; locale: Locale; blocked: boolean } | null> {
  const context = await (await visitorAuth()).$context
  const user = await context.adapter.findOne<{ id: string; locale?: unknown; banned?: unknown; phoneNumberVerified?: unknown }>({ model: 'user', where: [{ field: 'phoneNumber', value: phoneNumber }] })
  if (!user || user.phoneNumberVerified !== true) return null
  return { id: user.id, locale: localeOf(user), blocked: user.banned === true }
}

/**
 * Issues a code for the number and sends it by the site's transport, in `locale`. A gateway that
 * refuses is logged, never shown: the visitor gets the same answer as for any number, and can ask again.
 */
export async function sendPhoneCode(phoneNumber: string, locale: Locale): Promise<void> {
  const sms = siteSms()
  if (!sms) return
  const context = await (await visitorAuth()).$context
  const code = await issuePhoneCode(context.internalAdapter, phoneNumber, authSecret())
  const t = makeTranslator(locale, await getMessages(locale))
  try {
    await sms.send({ to: phoneNumber, text: t('account.phone.smsText', { code, minutes: String(PASSWORDLESS_SECONDS / 60) }) })
  } catch (error) {
    console.warn('[accounts] sign-in code by text message not sent:', error instanceof Error ? error.message : String(error))
  }
}

/** The number the visitor signs in with (proved), or null. */
export async function provedPhoneOf(userId: string): Promise<string | null> {
  const context = await (await visitorAuth()).$context
  const user = await context.adapter.findOne<{ phoneNumber?: unknown; phoneNumberVerified?: unknown }>({ model: 'user', where: [{ field: 'id', value: userId }] })
  return user && user.phoneNumberVerified === true && typeof user.phoneNumber === 'string' ? user.phoneNumber : null
}

/** Sign-in by text message ends for this account (the number is free for another). */
export async function forgetPhone(userId: string): Promise<void> {
  const context = await (await visitorAuth()).$context
  await context.internalAdapter.updateUser(userId, { phoneNumber: null, phoneNumberVerified: false })
}

import { DatabaseUnavailableError, isDatabaseUnavailable } from '@/lib/http/databaseUnavailable'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import type { StoreRequestInput } from '../logic/storeRequest'
import type { Locale } from '@/i18n/locales'
import type { Translate } from '@/i18n/translator'

/** A request for a store that is not published (or does not exist): the visitor's input is fine, the target is not. */
export class UnknownStoreError extends Error {
  readonly status = 404
  constructor(storeId: number) {
    super(`No published store ${storeId}`)
    this.name = 'UnknownStoreError'
  }
}

/** Writing or mailing failed; nothing was kept. */
export class RequestNotSentError extends Error {
  readonly status = 502
  constructor(cause: unknown) {
    super('The store request could not be stored and sent', { cause })
    this.name = 'RequestNotSentError'
  }
}

/**
 * Stores a checked request and mails it in full to the store and a fixed acknowledgement to the visitor,
 * in one database transaction: if a mail cannot be sent, the row is rolled back, so a request
 * is either stored and sent, or not there at all. Returns the new request's id.
 */
export async function submitStoreRequest(payload: Payload, input: StoreRequestInput, locale: Locale, t: Translate, brandAddress: string): Promise<number> {
  const store = await payload
    .findByID({ collection: 'stores', id: input.storeId, depth: 0, locale, overrideAccess: false, disableErrors: true })
    .catch((error: unknown) => {
      // Not found is null (disableErrors); a database that cannot answer is not an unknown store.
      if (isDatabaseUnavailable(error)) throw new DatabaseUnavailableError(error)
      return null
    })
  if (!store) throw new UnknownStoreError(input.storeId)

  const req = await createLocalReq({ locale }, payload)
  const ownsTransaction = await initTransaction(req)
  try {
    const created = await payload.create({
      collection: 'store-requests',
      data: { ...input, store: store.id, consent: true, locale, status: 'new', preferredDate: input.preferredDate ?? undefined },
      req,
      overrideAccess: true,
    })
    const kind = t(input.kind === 'appointment' ? 'store.requestAppointment' : 'store.requestInformation')
    const phone = input.phone === '' ? '' : `${input.phonePrefix} ${input.phone}`
    const lines = [`${t('form.name')}: ${input.name}`, `${t('form.email')}: ${input.email}`, phone && `${t('form.phone')}: ${phone}`, input.preferredDate && `${t('store.preferredDate')}: ${input.preferredDate}`, '', input.message]
    await payload.sendEmail({
      to: store.email || brandAddress,
      replyTo: input.email,
      subject: t('stores.mailStoreSubject', { store: store.companyName, kind }),
      text: lines.filter((line) => line !== null).join('\n'),
    })
    // Anyone can type any address here: the acknowledgement carries only fixed texts and the
    // store's own data, never the visitor's words, so the form cannot mail a stranger a message.
    await payload.sendEmail({
      to: input.email,
      subject: t('stores.mailAckSubject', { store: store.companyName }),
      text: t('stores.mailAckBody', { store: store.companyName }),
    })
    if (ownsTransaction) await commitTransaction(req)
    return created.id
  } catch (error) {
    if (ownsTransaction) await killTransaction(req)
    throw new RequestNotSentError(error)
  }
}

import 'server-only'
import { hashPassword } from 'better-auth/crypto'
import type { FormValues } from '../logic/formSchema'
import type { PublicField } from '../logic/publicForm'

/**
 * A gated form's password fields, replaced by their hash (scrypt, the accounts' library) before
 * anything is stored or mailed: the password itself never reaches the database, a mail or a log.
 */
export async function hashPasswordFields(fields: readonly PublicField[], values: FormValues): Promise<FormValues> {
  const hashed: FormValues = { ...values }
  for (const field of fields) {
    const typed = values[field.name]
    if (field.type === 'password' && typeof typed === 'string' && typed !== '') hashed[field.name] = await hashPassword(typed)
  }
  return hashed
}

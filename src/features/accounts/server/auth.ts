import 'server-only'
import { betterAuth } from 'better-auth'
import { authSecret, env, siteUrl } from '@/env'
import { sharedAuthOptions } from './authOptions'
import { openAccountsDatabase, type AccountsDatabase } from './database'
import { sendAlreadyRegisteredMail, sendVerificationMail } from './mail'

function createVisitorAuth(database: AccountsDatabase) {
  return betterAuth({
    ...sharedAuthOptions,
    secret: authSecret(),
    baseURL: siteUrl(),
    trustedOrigins: [siteUrl()],
    database: database.kind === 'postgres' ? database.pool : { dialect: database.dialect, type: 'sqlite' },
    emailAndPassword: {
      ...sharedAuthOptions.emailAndPassword,
      onExistingUserSignUp: ({ user }) => sendAlreadyRegisteredMail(user),
    },
    emailVerification: {
      ...sharedAuthOptions.emailVerification,
      sendVerificationEmail: ({ user, url }) => sendVerificationMail(user, url),
    },
  })
}

export type VisitorAuth = ReturnType<typeof createVisitorAuth>

const slot = Symbol.for('atelier-vesta.visitorAuth')
type Slots = { [slot]?: Promise<{ auth: VisitorAuth; database: AccountsDatabase }> | undefined }

/**
 * The process's better-auth instance on the visitor tables (server/database.ts), opened on first
 * use. Kept on `globalThis`: Next.js bundles each route apart and they must share one pool.
 */
export async function visitorAuth(): Promise<VisitorAuth> {
  return (await opened()).auth
}

/** The connection to the visitor tables the process's better-auth instance uses (for the tables beside its own: the wishlist's). */
export async function visitorDatabase(): Promise<AccountsDatabase> {
  return (await opened()).database
}

async function opened() {
  const slots = globalThis as Slots
  slots[slot] ??= openAccountsDatabase(env().DATABASE_URL).then((database) => ({ auth: createVisitorAuth(database), database }))
  try {
    return await slots[slot]
  } catch (error) {
    slots[slot] = undefined
    throw error
  }
}

/** Closes the instance's connections (tests). */
export async function closeVisitorAuth(): Promise<void> {
  const slots = globalThis as Slots
  const opened = slots[slot]
  slots[slot] = undefined
  if (opened) await (await opened).database.close()
}

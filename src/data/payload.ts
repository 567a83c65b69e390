import 'server-only'
import config from '@payload-config'
import { getPayload as getPayloadInstance, type Payload } from 'payload'
import { asReaderError } from '@/lib/http/databaseUnavailable'

/** The Payload Local API inside Next.js (one instance per server process); a database that cannot be reached at start-up throws `DatabaseUnavailableError`. */
export async function payloadClient(): Promise<Payload> {
  try {
    return await getPayloadInstance({ config })
  } catch (error) {
    throw asReaderError(error)
  }
}

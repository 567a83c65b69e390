import 'server-only'
import config from '@payload-config'
import { getPayload as getPayloadInstance, type Payload } from 'payload'

/** The Payload Local API inside Next.js (one instance per server process). */
export function payloadClient(): Promise<Payload> {
  return getPayloadInstance({ config })
}

/** The profile as `GET /api/user/profile` answers it (server/session.ts's VisitorProfile). */
export interface Profile {
  name: string
  surname: string
  email: string
  kind: string
  phone: string | null
  country: string
  province: string | null
  city: string
  profession: string | null
  company: string | null
  vatNumber: string | null
  newsletter: boolean
  createdAt: string
}

const isProfile = (value: unknown): value is Profile =>
  typeof value === 'object' && value !== null && 'email' in value && typeof value.email === 'string' && 'name' in value && typeof value.name === 'string'

/** The profile out of the endpoint's answer, or null when the answer carries none. */
export function readProfile(body: unknown): Profile | null {
  if (typeof body !== 'object' || body === null || !('profile' in body)) return null
  return isProfile(body.profile) ? body.profile : null
}

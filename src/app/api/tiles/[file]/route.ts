export const runtime = 'nodejs'
export { GET, HEAD } from '@/features/store-locator/api/tiles'

export const runtime = 'nodejs'
export { GET } from '@/features/store-locator/api/basemapData'

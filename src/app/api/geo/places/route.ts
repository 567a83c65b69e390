export { GET } from '@/features/store-locator/api/places'

export { POST } from '@/features/store-locator/api/storeRequest'

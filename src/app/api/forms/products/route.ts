export { GET } from '@/features/forms/api/products'

export { GET } from '@/features/forms/api/attachment'

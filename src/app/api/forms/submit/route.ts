export { POST } from '@/features/forms/api/submit'

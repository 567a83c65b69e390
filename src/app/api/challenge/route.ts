export { GET } from '@/lib/proofOfWork/endpoint'

import { pictureGet } from '@/features/mixer/api/picture'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const GET = pictureGet

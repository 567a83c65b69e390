import { previewGet } from '@/features/configurator/api/preview'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const GET = previewGet

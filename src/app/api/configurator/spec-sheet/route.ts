import { specSheetGet } from '@/features/configurator/api/specSheet'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const GET = specSheetGet

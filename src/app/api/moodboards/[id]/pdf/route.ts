export { sharedBoardPdf as GET } from '@/features/moodboards/api/pdf'

/** A shared board as a PDF, read per request (sharing may stop at any moment): never prerendered. */
export const dynamic = 'force-dynamic'

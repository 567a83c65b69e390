export { ownBoardPdf as GET } from '@/features/moodboards/api/pdf'

/** The visitor's own board as a PDF: never prerendered (segment config stays literal in the route file). */
export const dynamic = 'force-dynamic'

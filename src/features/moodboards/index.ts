/**
 * The moodboards' door for server code: the rules and vocabulary other views share. Client
 * components: `./client`. Route handlers: `./api/*`, re-exported by `src/app/api/user/moodboards`.
 */
export { MOODBOARD_CANVAS, MOODBOARD_MAX_BOARDS, MOODBOARD_MAX_ITEMS, MOODBOARD_NOTE_MAX_CHARS, MOODBOARD_TITLE_MAX_CHARS } from './logic/limits'
export { boardItemKinds, isBoardId, paintingOrder, type BoardItem, type BoardItemKind, type BoardSummary } from './logic/board'
export { moodboardLabelKeys, pickMoodboardMessages, type MoodboardMessages } from './ui/labels'
export { BoardPiece } from './ui/BoardPiece'
export { readSharedBoard } from './server/shared'
export { configurationPieceRef, pieceRefOf } from './logic/pieces'
export { addPieceToBoard, type AddPieceOutcome, type PieceTarget } from './server/addPiece'
export { titleSchema as moodboardTitleSchema } from './logic/schemas'

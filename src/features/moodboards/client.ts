/**
 * The moodboards' client components for pages: the boards page and the shared board's copy button
 * (each in a chunk of its own), and 'add to a moodboard' for pieces shown elsewhere (the configurator).
 */
export { MoodboardsApp, SaveCopy } from './ui/lazy.client'
export { AddToBoard, addToBoardLabels, type AddToBoardLabels } from './ui/AddToBoard.client'
export { compositionPieceRef, configurationPieceRef } from './logic/pieces'
export { addToBoardLabelKeys } from './ui/labels'

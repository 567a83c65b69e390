'use client'
import dynamic from 'next/dynamic'

/*
 * The moodboard screens in chunks of their own (decision 018's door rule): dnd-kit and the editor
 * load only on the moodboards page, the copy button only on a shared board.
 */
export const MoodboardsApp = dynamic(() => import('./MoodboardsApp.client').then((module) => module.MoodboardsApp))
export const SaveCopy = dynamic(() => import('./SaveCopy.client').then((module) => module.SaveCopy))

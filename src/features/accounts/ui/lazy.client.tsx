'use client'
import dynamic from 'next/dynamic'

/*
 * The account screens' forms in chunks of their own: the slice's client door is imported by the
 * header on every page (for the account link), and a plain import of the forms from there would
 * put their code and schemas into the scripts of every page (decision 018). Through
 * `next/dynamic` each loads only where its screen renders (and still renders on the server).
 */
export const EditProfile = dynamic(() => import('./EditProfile.client').then((module) => module.EditProfile))
export const LoginForm = dynamic(() => import('./LoginForm.client').then((module) => module.LoginForm))
export const ProfileView = dynamic(() => import('./ProfileView.client').then((module) => module.ProfileView))
export const RecoveryForm = dynamic(() => import('./RecoveryForm.client').then((module) => module.RecoveryForm))
export const RegistrationForm = dynamic(() => import('./RegistrationForm.client').then((module) => module.RegistrationForm))

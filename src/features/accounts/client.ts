/**
 * The visitor accounts' client components, for pages and the header. Their labels and options
 * come from the server as props (`accountLabels`, `countryOptions` in ./index). The header's
 * account link is small and loads everywhere; the screens' forms load only on their screens.
 */
export { AccountMenu, type AccountMenuLabels } from './ui/AccountMenu.client'
export { EditProfile, LoginForm, ProfileView, RecoveryForm, RegistrationForm } from './ui/lazy.client'
export { useSignedInJson, type SignedInState } from './ui/useSignedInJson'
export { guardRedirect } from './logic/guard'
export { guardAnswer } from './ui/guardAnswer'
export { mfaSetUpPath } from './logic/nextPath'
export { readSession, type SessionAnswer } from './ui/readSession'

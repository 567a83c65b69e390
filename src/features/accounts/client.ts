/**
 * The visitor accounts' client components, for pages and the header. Their labels and options
 * come from the server as props (`accountLabels`, `countryOptions` in ./index).
 */
export { AccountMenu, type AccountMenuLabels } from './ui/AccountMenu.client'
export { LoginForm } from './ui/LoginForm.client'
export { ProfileView } from './ui/ProfileView.client'
export { RegistrationForm } from './ui/RegistrationForm.client'

/**
 * Editor-built forms' door for server code: the section a page's Form block renders, and the
 * types other code may show. Client components: `./client`. Route handler: `./api/submit`,
 * re-exported by `src/app/api/forms/submit`.
 */
export { FormSection } from './ui/FormSection'
export type { PublicField, PublicForm } from './logic/publicForm'
export { startFormSweeps } from './server/sweeps.server'

/** Editor-built forms' client component for other code, loaded in a chunk of its own (`ui/lazy.client.tsx`). */
export { PublicFormView } from './ui/lazy.client'

export { default } from '../../../[[...path]]/not-found'

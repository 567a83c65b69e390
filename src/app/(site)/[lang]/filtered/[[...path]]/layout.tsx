export { default } from '../../[[...path]]/layout'

'use client'
export { default } from '../../../[[...path]]/error'

import type { ButtonHTMLAttributes } from 'react'

export type ButtonVariant = 'primary' | 'secondary' | 'quiet'

/** The class of a button, for links that look like one. */
export function buttonClass(variant: ButtonVariant = 'secondary', extra?: string): string {
  return `ctl-button ctl-button--${variant}${extra ? ` ${extra}` : ''}`
}

/** A button: primary (filled), secondary (outlined) or quiet (text). `type` defaults to "button". */
export function Button({ variant = 'secondary', className, type = 'button', ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant }) {
  return <button {...props} type={type} className={buttonClass(variant, className)} />
}

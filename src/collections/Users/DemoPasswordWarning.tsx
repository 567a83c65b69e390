import type { ServerProps } from 'payload'
import { adminTranslator } from './adminText'
import { accountsOnDemoPassword } from './demoEditor'

/** On the admin dashboard, for signed-in editors only, while any account keeps the public demo password. */
export async function DemoPasswordWarning({ i18n, payload, user }: ServerProps) {
  if (!user) return null
  const accounts = await accountsOnDemoPassword(payload)
  if (accounts.length === 0) return null
  const t = adminTranslator(i18n.language)
  return (
    <div
      role="alert"
      data-testid="demo-password-warning"
      style={{
        border: '2px solid var(--theme-error-500)',
        background: 'var(--theme-error-50)',
        color: 'var(--theme-error-800)',
        borderRadius: 'var(--style-radius-m)',
        padding: 'calc(var(--base) * 0.75) var(--base)',
        marginBottom: 'var(--base)',
      }}
    >
      <strong>{t('admin.demoPassword.title')}</strong>
      <p style={{ margin: 'calc(var(--base) * 0.25) 0 0' }}>{t('admin.demoPassword.warning', { accounts: accounts.join(', ') })}</p>
    </div>
  )
}

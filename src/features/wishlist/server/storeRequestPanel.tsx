import 'server-only'
import { ConsentText } from '@/components/ConsentText'
import { getPrivacyPath } from '@/data/site'
import { linkedLabel } from '@/domain/labels/linkTag'
import { storeRequestMaxLengths } from '@/features/store-locator'
import type { Locale } from '@/i18n/locales'
import type { Translate } from '@/i18n/translator'
import type { StoreRequestPanelProps } from '../ui/StoreRequestPanel.client'
import { requestStoreGroups } from './requestStores'

/** What the wishlist page's 'request information at a store' needs: the stores, the form's consent text, the labels. */
export async function storeRequestPanelProps(locale: Locale, t: Translate): Promise<StoreRequestPanelProps> {
  const [groups, privacyPath] = await Promise.all([requestStoreGroups(locale), getPrivacyPath(locale)])
  return {
    groups,
    consent: <ConsentText parts={linkedLabel(t, 'form.privacyConsent')} href={privacyPath} newWindow={t('site.opensInNewWindow')} />,
    messageMax: storeRequestMaxLengths.message,
    labels: {
      requestAtStore: t('wishlist.requestAtStore'),
      requestHint: t('wishlist.requestHint'),
      chooseStore: t('wishlist.chooseStore'),
      chooseStorePlaceholder: t('wishlist.chooseStorePlaceholder'),
      requestIntro: t('wishlist.requestIntro'),
      requestMore: t('wishlist.requestMore', { count: '{count}' }),
    },
  }
}

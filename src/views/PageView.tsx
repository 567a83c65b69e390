import type { Page } from '@/payload-types'
import type { ViewContext } from './context'
import { PageIntro } from './parts/PageIntro'

/** A generic content page: its title and its blocks. */
export function PageView({ page, context }: { page: Page; context: ViewContext }) {
  return (
    <div className="view view--page">
      <PageIntro page={page} title={page.title} context={context} />
    </div>
  )
}

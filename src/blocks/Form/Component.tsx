import { FormSection } from '@/features/forms'
import type { ViewContext } from '@/components/viewContext'
import type { FormBlock as FormData } from '@/payload-types'

/** The Form block: the chosen form (an id, or the form itself when the page was read deeper). */
export function FormBlock({ block, context }: { block: FormData; context: ViewContext }) {
  const formId = typeof block.form === 'object' ? block.form.id : block.form
  return <FormSection formId={formId} title={block.title} context={context} />
}

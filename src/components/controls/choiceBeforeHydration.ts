/** What `choiceBeforeHydration` reads of a select: its value and its options. */
export interface SelectState {
  value: string
  multiple: boolean
  options: ArrayLike<{ value: string; defaultSelected: boolean; disabled: boolean }>
}

/**
 * The option a single select shows before anyone touches it: the one rendered `selected`
 * (`defaultSelected`), else the first that is not disabled (as the browser does).
 */
export function renderedValue(options: SelectState['options']): string | undefined {
  const list = Array.from(options)
  return (list.find((option) => option.defaultSelected) ?? list.find((option) => !option.disabled))?.value
}

/**
 * Whether the visitor chose another option than the rendered one before the script attached
 * its handler (the change event then went unheard). `rendered` is the value the component was
 * given (`value` or `defaultValue`), when it was given one; else the markup's choice counts.
 * Multiple selects are left alone.
 */
export function choiceBeforeHydration(select: SelectState, rendered: string | undefined = renderedValue(select.options)): boolean {
  if (select.multiple || select.options.length === 0) return false
  return rendered !== undefined && select.value !== rendered
}

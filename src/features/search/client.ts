/**
 * The search box (a combobox with suggestions while typing) for client code elsewhere: the
 * header's search panel imports this module lazily, so it must stay this small.
 */
export { SearchBox, type SearchBoxLabels } from './ui/SearchBox.client'

/**
 * The site search's door for server code (pages, the header): the result types, the query
 * limits, the search box's labels and the pages' server components. Client components: `./client`.
 * Route handlers: `./api/*`, re-exported by `src/app/api`.
 */
export { isSearchType, searchTypes, type SearchDocument, type SearchType, type SynonymEntry } from './logic/types'
export { maxQueryLength, siteSearch, type SearchHit, type SearchResults } from './server/siteSearch'
export { searchBoxLabels } from './ui/labels'
export { SearchForm } from './ui/SearchForm'
export { SearchResultsView, type SearchRequest } from './ui/SearchResultsView'
export { SearchStartView } from './ui/SearchStartView'

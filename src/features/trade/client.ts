/** The trade area's client components that public (cached) pages use: they decide in the browser, from the session's JSON. */
export { RecordTradeView } from './ui/RecordView.client'

/** The trade requests' parts for client components of other slices (the configurator, the wishlist). */
export { RequestQuoteLink } from './ui/RequestQuoteLink.client'

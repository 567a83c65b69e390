/**
 * The sofa configurator's door (issue 20): its page for the route
 * `src/app/(site)/[lang]/configurator/[slug]` and its reader. Its client components load only
 * there (the page imports them through this server component).
 */
export { ConfiguratorPage } from './ui/ConfiguratorPage'
export { getConfigurator, getConfiguratorById } from './server/readers'
export { previewPicture, previewUrl } from './api/preview'

// PostCSS runs before Next.js's own CSS pipeline. One plugin: postcss-import inlines the site's
// stylesheets into src/app/(site)/styles.css, so the build writes one file for every page
// (decision 011). Stylesheets without an @import pass through unchanged.
const config = { plugins: { 'postcss-import': {} } }
export default config

import Link from 'next/link'

/** Minimal 404 inside a language; the routing work gives it the translated 'Page Not Found: {path}'. */
export default function NotFound() {
  return (
    <section className="section error-page">
      <h1>404</h1>
      <p>Page Not Found</p>
      <Link href="/" className="button">
        Home
      </Link>
    </section>
  )
}

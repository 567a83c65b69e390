'use client'
import { Component, type ReactNode } from 'react'

/**
 * Around the signal that sets a 404 status on a page the server already wrote: in the browser
 * it catches the `notFound()` so that the segment's not-found boundary does not replace the
 * server's 404 (search, sections, featured products) with its lighter copy. Renders nothing.
 */
export class KeepNotFoundPage extends Component<{ children: ReactNode }, { caught: boolean }> {
  state = { caught: false }

  static getDerivedStateFromError(): { caught: boolean } {
    return { caught: true }
  }

  render(): ReactNode {
    return this.state.caught ? null : this.props.children
  }
}

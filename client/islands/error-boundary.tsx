'use client'
/**
 * Error boundary of the layout: a part that fails to render shows a translated message with a retry
 * instead of a blank page. Resets when the URL changes. Server errors arrive with a digest only.
 */
import { Component, type ReactNode } from 'react'
import { refresh } from '../router'

interface Props {
  labels: { title: string; text: string; retry: string }
  resetKey: string
  children: ReactNode
}

export class ErrorBoundary extends Component<Props, { error: Error | null; key: string }> {
  state = { error: null as Error | null, key: this.props.resetKey }
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  static getDerivedStateFromProps(props: Props, state: { error: Error | null; key: string }) {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null
  }
  render() {
    if (!this.state.error) return this.props.children
    return (
      <div className="empty-state" role="alert">
        <h2>{this.props.labels.title}</h2>
        <p>{this.props.labels.text}</p>
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => {
            this.setState({ error: null })
            refresh()
          }}
        >
          {this.props.labels.retry}
        </button>
      </div>
    )
  }
}

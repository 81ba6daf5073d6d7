import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react'
import { ErrorState } from '@/components/error-state/error-state'
import { NetworkNotice } from '@/components/network-notice/network-notice'
import { usePageWaitsCleared } from '@/components/page-kit/page-timers'
import { PageShareScope } from '@/components/page-share/page-share'
import { reportError } from '@/services/error-report/report-error'

export const PAGE_CRASH_TEXT = '页面出了点问题，请重新加载'

interface BoundaryState {
  failed: boolean
  /** bumped on retry so the page mounts afresh */
  attempt: number
}

/**
 * Catches what a page throws while rendering and draws the error state with a retry, instead of
 * the white page the framework leaves. The error is logged for the console and reported (with the
 * first components of React's component stack), never shown.
 */
export class PageBoundary extends Component<{ children?: ReactNode }, BoundaryState> {
  state: BoundaryState = { failed: false, attempt: 0 }

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true }
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('page render failed', error, info.componentStack)
    const components = (info.componentStack ?? '').trim().split('\n').slice(0, 5).map((line) => line.trim())
    reportError('render', error, { data: { components } })
  }

  private retry = () => this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }))

  render() {
    if (this.state.failed) return <ErrorState text={PAGE_CRASH_TEXT} onRetry={this.retry} />
    return <PageAttempt key={this.state.attempt}>{this.props.children}</PageAttempt>
  }
}

function PageAttempt({ children }: { children?: ReactNode }) {
  return <>{children}</>
}

/**
 * Every page's default export goes through this: the page inside its error boundary, with its share
 * (see PageShareScope) and, above it, the notice shown while there is no network; the page's waits
 * (laterOnThisPage) are dropped when it closes.
 */
export function page<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function BoundedPage(props: P) {
    usePageWaitsCleared()
    return (
      <PageShareScope>
        <NetworkNotice />
        <PageBoundary>
          <Page {...props} />
        </PageBoundary>
      </PageShareScope>
    )
  }
  BoundedPage.displayName = `page(${Page.displayName ?? Page.name ?? 'Page'})`
  return BoundedPage
}

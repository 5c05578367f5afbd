import { Component, type ReactNode } from 'react';

interface Props {
  /** Changes when the user navigates elsewhere: the boundary starts over. */
  resetKey: string;
  onRetry: () => void;
  renderError: (retry: () => void) => ReactNode;
  renderRetrying: () => ReactNode;
  children: ReactNode;
}

interface State {
  error: unknown;
  autoRetried: boolean;
  retrying: boolean;
  resetKey: string;
}

export const AUTO_RETRY_DELAY_MS = 600;

/**
 * Catches a remote area that fails to load or throws while rendering. The first failure is retried by
 * itself once; a second failure shows the error panel with a retry button. Header, sidebars and footer
 * live outside this boundary and keep working.
 */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null, autoRetried: false, retrying: false, resetKey: this.props.resetKey };
  private timer: ReturnType<typeof setTimeout> | undefined;

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { error: null, autoRetried: false, retrying: false, resetKey: props.resetKey };
    return null;
  }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown remote failure') };
  }

  // Reporting is the React root's job (onCaughtError): an unavailable remote is a warning, a page bug an error.
  override componentDidCatch() {
    if (!this.state.autoRetried) {
      this.setState({ autoRetried: true, retrying: true });
      this.timer = setTimeout(() => this.retry(), AUTO_RETRY_DELAY_MS);
    }
  }

  override componentWillUnmount() {
    clearTimeout(this.timer);
  }

  retry = () => {
    this.props.onRetry();
    this.setState({ error: null, retrying: false });
  };

  override render() {
    if (this.state.error) return this.state.retrying ? this.props.renderRetrying() : this.props.renderError(this.retry);
    return this.props.children;
  }
}

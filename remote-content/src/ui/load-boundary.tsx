import { Component, type ReactNode } from 'react';

type Props = { fallback: (retry: () => void) => ReactNode; children: ReactNode };

/** Catches a part of the page that failed to load (a lazy article body) and offers a retry. */
export class LoadBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('Content failed to load', error);
  }

  retry = () => this.setState({ failed: false });

  render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}

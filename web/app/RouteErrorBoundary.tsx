import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ErrorPage } from '../features/errors/ErrorPage';

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  /** The path the error was thrown on; null while there is none. */
  failedOn: string | null;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, failedOn: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failedOn: null };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.failedOn === null && state.error !== null) return { failedOn: props.pathname };
    // Another page: the error belonged to the last one (as React Router's data routers reset theirs).
    if (state.failedOn !== null && state.failedOn !== props.pathname) return { error: null, failedOn: null };
    return null;
  }

  override render() {
    return this.state.failedOn !== null || this.state.error !== null ? (
      <ErrorPage error={this.state.error} />
    ) : (
      this.props.children
    );
  }
}

/**
 * SPEC §8: what a layout route draws when its layout or page throws while drawing (a failed
 * chunk download included): the generic `ErrorPage` with that error, in the layout's place, until
 * the member goes to another address. Wraps each layout of `app/router.tsx`.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}

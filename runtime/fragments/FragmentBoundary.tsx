import { Component, type ErrorInfo, type ReactNode } from "react";

/** Props of {@link FragmentBoundary}. */
export interface FragmentBoundaryProps {
  /** Names the fragment in the log. */
  fragmentUUID: string;
  /** What shows instead of the failed fragment. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Catches a fragment that fails to load or throws while rendering and shows `fallback` instead
 * (the notice plus the built-in), so a broken fragment never takes the page down (shell spec §8).
 */
export class FragmentBoundary extends Component<FragmentBoundaryProps, { error: Error | null }> {
  state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Fragment ${this.props.fragmentUUID} failed`, error, info.componentStack);
  }

  render() {
    return this.state.error ? this.props.fallback : this.props.children;
  }
}

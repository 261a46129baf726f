import { Component, type ReactNode } from 'react';

/** The height of a uPlot chart on /create, /orders and the Analitika screen. */
export const CHART_HEIGHT = 240;

/** uPlot needs a real browser (matchMedia, a 2D canvas); elsewhere the figures stay as text. */
export const canDraw = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && typeof HTMLCanvasElement !== 'undefined';

/** A chart that fails to load or draw leaves the caption and the table; nothing else breaks. */
export class ChartBoundary extends Component<{ children: ReactNode; warning: string }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn(this.props.warning, error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

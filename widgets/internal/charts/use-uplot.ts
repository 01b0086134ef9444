import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type uPlot from 'uplot';

/** What a chart widget draws with uPlot. */
export interface UplotChart {
  /**
   * What fixes the plot's structure (series, axes, labels, height, locale): uPlot's series are fixed at creation,
   * so a new shape makes a new plot, while new data of the same shape only goes through setData.
   */
  shape: string;
  /** The options of a plot in `element`, which they may measure and read colours from. */
  options: (element: HTMLElement) => uPlot.Options;
  /** The columns, x ascending; a new array (by identity, so memoise it) is drawn by setData. */
  data: uPlot.AlignedData;
  /** Called on each plot made, to touch up uPlot's own DOM. */
  created?: (plot: uPlot) => void;
}

/**
 * uPlot, fetched when the first chart is drawn rather than with the widget: 20 KB gzip that a page whose chart waits
 * for data (the PT chart before a refrigerant's curve, the selector before a selection) does not load up front.
 */
let uplotModule: Promise<typeof uPlot> | undefined;
let loadedUplot: typeof uPlot | undefined;
export function loadUplot(): Promise<typeof uPlot> {
  uplotModule ??= import('uplot').then(
    ({ default: constructor }) => (loadedUplot = constructor),
    (error: unknown) => {
      // A chunk that failed (offline, blocked) is asked for again by the next chart.
      uplotModule = undefined;
      throw error;
    },
  );
  return uplotModule;
}

/**
 * Draws `chart` with uPlot into the element `holder` refers to, as STYLE §3 asks: the plot is made once per shape in
 * a layout effect (it measures its box, and exists as soon as the chart is in the DOM, or as soon as uPlot has
 * arrived for the page's first chart), new data goes through setData, the width follows a ResizeObserver, and the
 * plot is destroyed on cleanup. No chart, no plot.
 */
export function useUplot(holder: RefObject<HTMLElement | null>, chart: UplotChart | undefined): void {
  const plot = useRef<uPlot | undefined>(undefined);
  // Before the plot's effect, so that a plot made anew starts from the current options and data.
  const latest = useRef(chart);
  useLayoutEffect(() => {
    latest.current = chart;
  });

  const shape = chart?.shape;
  useLayoutEffect(() => {
    const element = holder.current;
    if (shape === undefined || !element) return undefined;
    let removed = false;
    let observer: ResizeObserver | undefined;
    const draw = (UPlot: typeof uPlot) => {
      const current = latest.current;
      if (removed || !current) return;
      const options = current.options(element);
      const created = new UPlot(options, current.data, element);
      current.created?.(created);
      plot.current = created;
      observer = new ResizeObserver(([entry]) => {
        const width = Math.floor(entry?.contentRect.width ?? 0);
        if (width > 0 && width !== created.width) created.setSize({ width, height: options.height });
      });
      observer.observe(element);
    };
    if (loadedUplot) draw(loadedUplot);
    else loadUplot().then(draw, (error: unknown) => console.error('[valve-selector] could not load the chart library', error));
    return () => {
      removed = true;
      observer?.disconnect();
      plot.current?.destroy();
      plot.current = undefined;
    };
  }, [holder, shape]);

  const data = chart?.data;
  useEffect(() => {
    if (data) plot.current?.setData(data);
  }, [data]);
}

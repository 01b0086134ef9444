import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import uPlot from 'uplot';

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
 * Draws `chart` with uPlot into the element `holder` refers to, as STYLE §3 asks: the plot is made once per shape in
 * a layout effect (it measures its box, and exists as soon as the chart is in the DOM), new data goes through
 * setData, the width follows a ResizeObserver, and the plot is destroyed on cleanup. No chart, no plot.
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
    const current = latest.current;
    if (shape === undefined || !element || !current) return undefined;
    const options = current.options(element);
    const created = new uPlot(options, current.data, element);
    current.created?.(created);
    plot.current = created;
    const observer = new ResizeObserver(([entry]) => {
      const width = Math.floor(entry?.contentRect.width ?? 0);
      if (width > 0 && width !== created.width) created.setSize({ width, height: options.height });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      created.destroy();
      plot.current = undefined;
    };
  }, [holder, shape]);

  const data = chart?.data;
  useEffect(() => {
    if (data) plot.current?.setData(data);
  }, [data]);
}

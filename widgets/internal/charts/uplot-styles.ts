import { css } from '@emotion/react';
import { token } from '../../../src/theme';

/**
 * uPlot's stylesheet (uplot/dist/uPlot.min.css 1.6.32) as emotion styles under `.uplot`: the document's CSS does
 * not reach a shadow root, and written this way it goes into the instance's own emotion cache, with no CSS loader
 * needed in any build (esbuild, tsup, Vite, the test runner). For a chart widget's `part="base"` style.
 */
export const uplotStyles = css({
  '.uplot, .uplot *, .uplot *::before, .uplot *::after': { boxSizing: 'border-box' },
  '.uplot': { fontFamily: 'inherit', lineHeight: 1.5, width: 'min-content' },
  '.u-wrap': { position: 'relative', userSelect: 'none' },
  '.u-over, .u-under': { position: 'absolute' },
  '.u-under': { overflow: 'hidden' },
  '.uplot canvas': { display: 'block', position: 'relative', width: '100%', height: '100%' },
  '.u-axis': { position: 'absolute' },
  '.u-legend': { fontSize: token('font-size-sm'), margin: 'auto', textAlign: 'center' },
  '.u-inline': { display: 'block' },
  '.u-inline *': { display: 'inline-block' },
  '.u-inline tr': { marginRight: '16px' },
  '.u-legend th': { fontWeight: 600 },
  '.u-legend th > *': { verticalAlign: 'middle', display: 'inline-block' },
  '.u-legend .u-marker': { width: '1em', height: '1em', marginRight: '4px', backgroundClip: 'padding-box !important' },
  '.u-inline.u-live th::after': { content: '":"', verticalAlign: 'middle' },
  '.u-inline:not(.u-live) .u-value': { display: 'none' },
  '.u-series > *': { padding: '4px' },
  '.u-series th': { cursor: 'pointer' },
  '.u-legend .u-off > *': { opacity: 0.3 },
  '.u-select': { background: 'rgba(0,0,0,0.07)', position: 'absolute', pointerEvents: 'none' },
  '.u-cursor-x, .u-cursor-y': { position: 'absolute', left: 0, top: 0, pointerEvents: 'none', willChange: 'transform' },
  '.u-hz .u-cursor-x, .u-vt .u-cursor-y': { height: '100%', borderRight: '1px dashed #607D8B' },
  '.u-hz .u-cursor-y, .u-vt .u-cursor-x': { width: '100%', borderBottom: '1px dashed #607D8B' },
  '.u-cursor-pt': {
    position: 'absolute', top: 0, left: 0, borderRadius: '50%', border: '0 solid', pointerEvents: 'none',
    willChange: 'transform', backgroundClip: 'padding-box !important',
  },
  '.u-axis.u-off, .u-select.u-off, .u-cursor-x.u-off, .u-cursor-y.u-off, .u-cursor-pt.u-off': { display: 'none' },
});

/// <reference types="mocha" />
// <vs-performance-chart> on a plain page: uPlot drawing on a real canvas inside the shadow root, its CSS there.
import { expect } from 'chai';
import '../../widgets/performance-chart/performance-chart.element';
import type { PerformanceChartData } from '../../widgets/performance-chart';
import { cleanup, inside, mount, record, rendered, until } from './helpers';

const data: PerformanceChartData = {
  title: 'Capacity against evaporating temperature',
  x: { label: 'Evaporating temperature', unit: '℃', values: [-30, -20, -10, 0, 10] },
  y: { label: 'Capacity', unit: 'kW' },
  series: [
    { label: 'FDF-25 (selected)', values: [12.7, 13.3, 14.0, 14.5, 15.2], selected: true },
    { label: 'FDF-16', values: [8.2, 8.5, null, 9.3, 9.7] },
  ],
};

async function chart(width = 500) {
  const element = mount<HTMLElementTagNameMap['vs-performance-chart']>(`<div style="width:${width}px"><vs-performance-chart></vs-performance-chart></div>`)
    .firstElementChild as HTMLElementTagNameMap['vs-performance-chart'];
  element.data = data;
  await until(() => inside(element, 'canvas'));
  return element;
}

describe('<vs-performance-chart>', () => {
  afterEach(cleanup);

  it('shows the empty state without data', async () => {
    const element = mount('<vs-performance-chart></vs-performance-chart>');
    const base = await rendered(element);
    expect(base.dataset.state).to.equal('empty');
    expect(inside(element, '[part="message"]').textContent).to.equal('No curve to show yet');
  });

  it('draws the curves on a canvas in its shadow root, styled by uPlot’s rules injected there', async () => {
    const element = await chart();
    const canvas = inside<HTMLCanvasElement>(element, 'canvas');
    expect(canvas.width).to.be.greaterThan(300);
    const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    let inked = 0;
    for (let i = 3; i < pixels.length; i += 4) if (pixels[i]! > 0) inked++;
    expect(inked, 'pixels drawn').to.be.greaterThan(500);
    expect(getComputedStyle(inside(element, '.u-wrap')).position, 'uPlot CSS applies in the shadow root').to.equal('relative');
    expect(document.querySelector('.uplot'), 'nothing in the page').to.equal(null);
    expect(inside(element, '[part="legend"]').textContent).to.contain('FDF-16');
  });

  it('follows the width of its box', async () => {
    const element = await chart(500);
    const box = element.parentElement!;
    box.style.width = '320px';
    await until(() => expect(inside(element, '.uplot').getBoundingClientRect().width).to.be.lessThan(340));
  });

  it('emits vs-series-toggle when a legend entry is clicked, not when data changes', async () => {
    const element = await chart();
    const heard = record(document, ['vs-series-toggle']);
    element.data = { ...data, title: 'Again' };
    await until(() => expect(inside(element, '[part="title"]').textContent).to.equal('Again'));
    expect(heard.length).to.equal(0);
    const entry = await until(() => inside(element, '.u-legend tr.u-series:nth-child(3) th'));
    entry.click();
    expect(heard.map((h) => h.event.detail)).to.deep.equal([{ label: 'FDF-16', shown: false }]);
    entry.click();
    expect(heard.map((h) => h.event.detail), 'shown again by a second click').to.deep.equal([
      { label: 'FDF-16', shown: false },
      { label: 'FDF-16', shown: true },
    ]);
  });

  it('shows an error message given as an attribute', async () => {
    const element = mount('<vs-performance-chart error="offline"></vs-performance-chart>');
    await rendered(element);
    expect(inside(element, '[role="alert"]').textContent).to.equal('The curves could not be drawn: offline');
  });
});

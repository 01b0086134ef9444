// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../src/i18n';
import {
  ApprovalsChooser,
  approvalOptions,
  approvalsChooserResources,
  createApprovalsChooserModel,
  normaliseApprovals,
  type ApprovalsChooserProps,
} from '../../../widgets/approvals-chooser';
import { loadPopup } from '../../../widgets/internal/ui/popup';
import { withChinese } from './test-support';

afterEach(cleanup);

function renderChooser(props: ApprovalsChooserProps = {}, lang = 'en') {
  const i18n = createI18n(lang, withChinese(approvalsChooserResources));
  const view = render(<I18nextProvider i18n={i18n}><ApprovalsChooser {...props} /></I18nextProvider>);
  return {
    ...view,
    update: (next: ApprovalsChooserProps) => view.rerender(<I18nextProvider i18n={i18n}><ApprovalsChooser {...next} /></I18nextProvider>),
  };
}

const trigger = () => document.querySelector<HTMLButtonElement>('[part="trigger"]')!;
const boxValue = () => document.querySelector('[part="value"]')?.textContent;
// Signals re-render the component in a microtask after the event: an async act() lets it land.
const user = (action: () => void) => act(async () => action());
const open = () => user(() => fireEvent.click(trigger()));
const tick = (label: string) => user(() => fireEvent.click(screen.getByRole('checkbox', { name: label })));
const press = (name: string) => user(() => fireEvent.click(screen.getByRole('button', { name })));
const ticked = () => screen.getAllByRole('checkbox').filter((c) => (c as HTMLInputElement).checked).map((c) => c.closest('label')!.children[1]!.textContent);

// A page fetches the panel's positioning when a popup first opens; fetched once here, every test opens at once.
beforeAll(async () => {
  await loadPopup();
});

describe('ApprovalsChooser: accessibility', () => {
  it('is a button that opens a labelled dialog of named tick boxes with descriptions', async () => {
    renderChooser();
    expect(trigger().getAttribute('aria-haspopup')).toBe('dialog');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    await open();
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    const dialog = screen.getByRole('dialog', { name: 'Approvals the products must carry' });
    expect(trigger().getAttribute('aria-controls')).toBe(dialog.id);
    const ce = screen.getByRole('checkbox', { name: 'CE CE marking' });
    expect(document.getElementById(ce.getAttribute('aria-describedby') ?? '')?.textContent).toBe('CE marking');
    expect(document.activeElement).toBe(screen.getAllByRole('checkbox')[0]);
  });

  it("says 'please select' in an alert when Confirm finds nothing ticked", async () => {
    renderChooser();
    await open();
    await press('Confirm');
    expect(screen.getByRole('alert').textContent).toBe('Please select at least one approval');
    await tick('UL UL listed');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('ApprovalsChooser: defaults', () => {
  it('offers the ten approvals of the specification, nothing required', async () => {
    renderChooser();
    expect(boxValue()).toBe('Any');
    await open();
    const labels = screen.getAllByRole('checkbox').map((c) => c.closest('label')!.children[1]!.textContent);
    expect(labels).toEqual(['CE', 'LVD', 'LVD(TUV/VDE)', 'A2L/A3', 'PED II', 'PED IV', 'UKCA', 'UL', 'CUL', 'CRN']);
    expect(ticked()).toEqual([]);
  });

  it('stores LVD(TUV/VDE) as TUV,VDE', async () => {
    expect(approvalOptions.find((o) => o.label === 'LVD(TUV/VDE)')?.value).toBe('TUV,VDE');
    expect(normaliseApprovals(['UL', 'TUV,VDE', 'nonsense', 'UL'])).toEqual(['TUV,VDE', 'UL']);
  });
});

describe('ApprovalsChooser: props', () => {
  it('shows the value given, ticks it in the panel, and follows a new value', async () => {
    const { update } = renderChooser({ value: ['UL', 'CE'] });
    expect(boxValue()).toBe('CE, UL');
    await open();
    expect(ticked()).toEqual(['CE', 'UL']);
    await press('Cancel');
    await user(() => update({ value: ['TUV,VDE'] }));
    expect(boxValue()).toBe('LVD(TUV/VDE)');
  });
});

describe('ApprovalsChooser: events on user action only', () => {
  it('Confirm reports the ticks in the offered order and closes', async () => {
    const onChange = vi.fn();
    renderChooser({ onChange });
    await open();
    await tick('UL UL listed');
    await tick('LVD(TUV/VDE) Low Voltage Directive, tested by TÜV or VDE');
    await press('Confirm');
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ approvals: ['TUV,VDE', 'UL'] });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(boxValue()).toBe('LVD(TUV/VDE), UL');
    expect(document.activeElement).toBe(trigger());
  });

  it('Cancel and Escape keep the approvals in effect and report nothing', async () => {
    const onChange = vi.fn();
    renderChooser({ onChange, value: ['CE'] });
    await open();
    await tick('UL UL listed');
    await press('Cancel');
    expect(boxValue()).toBe('CE');
    await open();
    expect(ticked()).toEqual(['CE']);
    await tick('CRN Canadian Registration Number');
    await user(() => fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(boxValue()).toBe('CE');
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('ApprovalsChooser: Chinese', () => {
  it('speaks Chinese with lang cn; the codes stay', async () => {
    renderChooser({}, 'cn');
    expect(boxValue()).toBe('不限');
    await open();
    expect(screen.getByRole('button', { name: '全选' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'UL UL 认证' })).toBeTruthy();
  });
});

describe('createApprovalsChooserModel', () => {
  it('opens with the approvals in effect as the draft', async () => {
    const model = createApprovalsChooserModel(['UL']);
    model.open();
    model.toggle('CE');
    expect(model.draft.value).toEqual(['CE', 'UL']);
    expect(model.approvals.value).toEqual(['UL']);
    expect(model.confirm()).toEqual({ approvals: ['CE', 'UL'] });
  });
});

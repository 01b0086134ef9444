/**
 * The approvals chooser's state, apart from rendering: the approvals in effect, and the ticks of the open panel
 * (a draft that Cancel throws away and Confirm makes the approvals in effect).
 *
 * Two kinds of writes: `apply()` for the value from outside (attribute, prop), and the user's actions. The
 * model raises no events: `confirm()` and `reset()` return the new approvals and the component reports them.
 */
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-react';

/**
 * The approvals offered, in the specification's order, as stored and sent to the server (`Safetycer`).
 * LVD(TUV/VDE) is one tick stored as `TUV,VDE`: either mark meets it.
 */
export const approvalOptions = [
  { value: 'CE', label: 'CE' },
  { value: 'LVD', label: 'LVD' },
  { value: 'TUV,VDE', label: 'LVD(TUV/VDE)' },
  { value: 'A2L/A3', label: 'A2L/A3' },
  { value: 'PED II', label: 'PED II' },
  { value: 'PED IV', label: 'PED IV' },
  { value: 'UKCA', label: 'UKCA' },
  { value: 'UL', label: 'UL' },
  { value: 'CUL', label: 'CUL' },
  { value: 'CRN', label: 'CRN' },
] as const;

export type ApprovalValue = (typeof approvalOptions)[number]['value'];

/** What `vs-change` reports: the approvals in effect, in the offered order; empty means no approval required. */
export interface ApprovalsChange {
  approvals: ApprovalValue[];
}

export interface ApprovalsChooserModel {
  /** The approvals in effect. */
  readonly approvals: ReadonlySignal<readonly ApprovalValue[]>;
  readonly isOpen: ReadonlySignal<boolean>;
  /** The ticks of the open panel. */
  readonly draft: ReadonlySignal<readonly ApprovalValue[]>;
  /** Confirm was pressed with nothing ticked. */
  readonly needsSelection: ReadonlySignal<boolean>;
  readonly allTicked: ReadonlySignal<boolean>;
  /** Sets the approvals in effect from outside; unknown values are left out. */
  apply(values: readonly string[]): void;
  open(): void;
  toggle(value: ApprovalValue): void;
  selectAll(): void;
  /** Closes the panel; the approvals in effect stay. */
  cancel(): void;
  /** No approval required any more: clears the ticks and the approvals in effect; the panel stays open to tick again. */
  reset(): ApprovalsChange;
  /** Makes the ticks the approvals in effect and closes; undefined (and the panel asks) when none is ticked. */
  confirm(): ApprovalsChange | undefined;
}

/** Known values only, once each, in the offered order. */
export function normaliseApprovals(values: readonly string[]): ApprovalValue[] {
  const wanted = new Set(values.map((value) => value.trim()));
  return approvalOptions.map((option) => option.value).filter((value) => wanted.has(value));
}

export function createApprovalsChooserModel(initial: readonly string[] = []): ApprovalsChooserModel {
  const approvals = signal<readonly ApprovalValue[]>(normaliseApprovals(initial));
  const isOpen = signal(false);
  const draft = signal<readonly ApprovalValue[]>([]);
  const needsSelection = signal(false);
  const allTicked = computed(() => draft.value.length === approvalOptions.length);

  function close() {
    isOpen.value = false;
    needsSelection.value = false;
  }

  return {
    approvals,
    isOpen,
    draft,
    needsSelection,
    allTicked,
    apply(values) {
      approvals.value = normaliseApprovals(values);
    },
    open() {
      batch(() => {
        draft.value = approvals.peek();
        needsSelection.value = false;
        isOpen.value = true;
      });
    },
    toggle(value) {
      batch(() => {
        const ticked = draft.peek();
        draft.value = normaliseApprovals(ticked.includes(value) ? ticked.filter((v) => v !== value) : [...ticked, value]);
        needsSelection.value = false;
      });
    },
    selectAll() {
      batch(() => {
        draft.value = approvalOptions.map((option) => option.value);
        needsSelection.value = false;
      });
    },
    cancel() {
      batch(close);
    },
    reset() {
      batch(() => {
        draft.value = [];
        approvals.value = [];
        needsSelection.value = false;
      });
      return { approvals: [] };
    },
    confirm() {
      const ticked = draft.peek();
      if (ticked.length === 0) {
        needsSelection.value = true;
        return undefined;
      }
      batch(() => {
        approvals.value = ticked;
        close();
      });
      return { approvals: [...ticked] };
    },
  };
}

// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useListPage } from '../../../../../../host-site/web/features/home/paging';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('useListPage', () => {
  it('keeps the page chosen while the list stays, and starts again at 1 on every change of its key', () => {
    const { result, rerender } = renderHook(({ key }) => useListPage(key), { initialProps: { key: 'R410A' } });
    expect(result.current[0]).toBe(1);
    act(() => result.current[1](2));
    rerender({ key: 'R410A' });
    expect(result.current[0]).toBe(2);
    rerender({ key: 'R410A CRN' });
    expect(result.current[0]).toBe(1);
    // Back to the first filter: its list is shown anew, from its first page, not where it was left.
    rerender({ key: 'R410A' });
    expect(result.current[0]).toBe(1);
  });
});

import { renderHook } from '@testing-library/react';
import { useFollowSaved } from '@/components/admin/store/use-follow-saved';

describe('useFollowSaved', () => {
  it('follows the saved value when its content changes, not on the first render nor a new copy', () => {
    const follow = jest.fn();
    const { rerender } = renderHook(({ saved }) => useFollowSaved(saved, follow), {
      initialProps: { saved: { primary: 'Lora' } },
    });
    expect(follow).not.toHaveBeenCalled();
    rerender({ saved: { primary: 'Lora' } });
    expect(follow).not.toHaveBeenCalled();
    rerender({ saved: { primary: 'Inter' } });
    expect(follow).toHaveBeenCalledTimes(1);
    expect(follow).toHaveBeenLastCalledWith({ primary: 'Inter' });
    rerender({ saved: { primary: 'Inter' } });
    expect(follow).toHaveBeenCalledTimes(1);
  });
});

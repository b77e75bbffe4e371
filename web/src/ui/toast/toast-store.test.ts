// Covers the toast store: one toast at a time, dismiss by id, reset.
import { showToast, useToastStore } from './toast-store';

beforeEach(() => useToastStore.getState().reset());

describe('useToastStore', () => {
  it('holds the shown toast with a title, message and severity', () => {
    showToast({ severity: 'info', title: 'Saved', message: 'Your registry was saved.' });

    expect(useToastStore.getState().toast).toMatchObject({
      severity: 'info',
      title: 'Saved',
      message: 'Your registry was saved.',
    });
  });

  it('replaces the current toast when another is shown', () => {
    showToast({ severity: 'info', message: 'First' });
    const first = useToastStore.getState().toast;
    showToast({ severity: 'error', message: 'Second' });

    const { toast } = useToastStore.getState();
    expect(toast?.message).toBe('Second');
    expect(toast?.id).not.toBe(first?.id);
  });

  it('removes the toast when it is dismissed', () => {
    showToast({ severity: 'info', message: 'Hello' });
    const id = useToastStore.getState().toast?.id ?? -1;

    useToastStore.getState().dismiss(id);

    expect(useToastStore.getState().toast).toBeNull();
  });

  it('ignores a late dismiss of a toast that was already replaced', () => {
    showToast({ severity: 'info', message: 'First' });
    const firstId = useToastStore.getState().toast?.id ?? -1;
    showToast({ severity: 'info', message: 'Second' });

    useToastStore.getState().dismiss(firstId);

    expect(useToastStore.getState().toast?.message).toBe('Second');
  });

  it('clears the toast on reset', () => {
    showToast({ severity: 'info', message: 'Hello' });

    useToastStore.getState().reset();

    expect(useToastStore.getState().toast).toBeNull();
  });
});

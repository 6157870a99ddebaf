import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, ToastProvider, useToast } from './toast';

/** Shows one toast when mounted. */
function Shows() {
  const toast = useToast();
  useEffect(() => toast({ title: 'Room deleted', description: 'Boardroom is gone.', variant: 'success' }), [toast]);
  return null;
}

const renderToast = () =>
  render(
    <ToastProvider>
      <Shows />
    </ToastProvider>,
  );

/** Drags the toast sideways by `dx` pixels with the mouse (pointer events, as a finger's on a touch screen). */
async function swipe(dx: number) {
  const user = userEvent.setup();
  const toast = screen.getByRole('status');
  await user.pointer([
    { keys: '[MouseLeft>]', target: toast, coords: { clientX: 200, clientY: 30 } },
    { target: toast, coords: { clientX: 200 + dx / 2, clientY: 31 } },
    { target: toast, coords: { clientX: 200 + dx, clientY: 32 } },
    { keys: '[/MouseLeft]', target: toast, coords: { clientX: 200 + dx, clientY: 32 } },
  ]);
}

describe('toasts (spec §9)', () => {
  it(`are swiped away by a sideways drag of ${TOAST_SWIPE_THRESHOLD_PX} px or more, either way`, async () => {
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50);
    const { unmount } = renderToast();
    expect(screen.getByText('Room deleted')).toBeInTheDocument();
    await swipe(60);
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(screen.queryByText('Room deleted')).not.toBeInTheDocument();
    unmount();

    renderToast();
    await swipe(-50);
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(screen.queryByText('Room deleted')).not.toBeInTheDocument();
  });

  it('stay, back in place, after a shorter drag', async () => {
    renderToast();
    await swipe(40);
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(screen.getByText('Room deleted')).toBeInTheDocument();
    expect(screen.getByRole('status').closest<HTMLElement>('[data-swipe]')!.style.transform).toBe('');
  });

  it('close by themselves after 5 s, the spec’s default', () => {
    jest.useFakeTimers();
    try {
      renderToast();
      act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 100));
      expect(screen.getByText('Room deleted')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(100));
      // Closed at 5 s; it leaves the page once its exit animation is over.
      act(() => jest.advanceTimersByTime(300));
      expect(screen.queryByText('Room deleted')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});

import { act, render, screen } from '@testing-library/react';
import { OfflineReason } from './OfflineReason';
import { setOffline, useOffline } from './online';

const OFFLINE_REASON = 'You are offline';

function Probe() {
  const offline = useOffline();
  return (
    <>
      <button type="button" disabled={offline} aria-describedby={offline ? 'why' : undefined}>
        Send
      </button>
      <OfflineReason id="why" />
    </>
  );
}

afterEach(() => act(() => setOffline(false)));

it('says online until told otherwise, and renders again when the state changes', () => {
  render(<Probe />);
  const send = screen.getByRole('button', { name: 'Send' });
  expect(send).toBeEnabled();
  expect(screen.queryByText(OFFLINE_REASON)).toBeNull();

  act(() => setOffline(true));
  expect(send).toBeDisabled();
  expect(send).toHaveAccessibleDescription('You are offline');

  act(() => setOffline(false));
  expect(send).toBeEnabled();
  expect(send).not.toHaveAccessibleDescription();
  expect(screen.queryByText(OFFLINE_REASON)).toBeNull();
});

import { act, render, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import TouchRipple from './touchRipple';

type RippleApi = Record<'start' | 'stop' | 'pulsate', (...args: unknown[]) => void>;

it("plays a ripple asked for while MUI's TouchRipple loads, then renders MUI's TouchRipple", async () => {
  const ref = createRef<RippleApi>();
  const { container } = render(
    <button type="button" style={{ position: 'relative' }}>
      Press
      <TouchRipple ref={ref} center />
    </button>,
  );
  // Nothing drawn until the code is there, but the handle takes calls at once.
  expect(container.querySelector('.MuiTouchRipple-root')).toBeNull();
  act(() => ref.current!.pulsate());
  await waitFor(() => expect(container.querySelector('.MuiTouchRipple-root')).not.toBeNull());
  await waitFor(() => expect(container.querySelector('.MuiTouchRipple-ripplePulsate')).not.toBeNull());

  // A button mounted later renders MUI's TouchRipple at once.
  const later = render(<TouchRipple />);
  expect(later.container.querySelector('.MuiTouchRipple-root')).not.toBeNull();
});

import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { FormDialog } from './FormDialog';

/**
 * Outside act(), as in a browser: act() would flush the deferred render with the urgent one. flushSync runs the
 * click's urgent update (and what its layout effects set, such as MUI Portal's mount node) and nothing else.
 */
describe('FormDialog', () => {
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  let root: Root;
  let container: HTMLElement;
  let setOpen: (open: boolean) => void = () => undefined;
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
    function Screen() {
      const [open, set] = useState(false);
      setOpen = set;
      return (
        <ThemeProvider theme={createTheme()}>
          <FormDialog open={open} title="Request to Book Boardroom" submitLabel="Submit Request" onSubmit={() => undefined} onClose={() => set(false)}>
            <input aria-label="Purpose" />
          </FormDialog>
        </ThemeProvider>
      );
    }
    flushSync(() => root.render(<Screen />));
  });
  afterEach(() => {
    flushSync(() => root.unmount());
    container.remove();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });
  const dialog = () => document.querySelector('[role="dialog"]');
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

  it('opens in a render after the one that asked for it (the click paints first), and closes at once', async () => {
    flushSync(() => setOpen(true));
    expect(dialog()).toBeNull();
    await settle();
    expect(dialog()).not.toBeNull();
    expect(dialog()!.textContent).toContain('Request to Book Boardroom');

    flushSync(() => setOpen(false));
    // MUI keeps a closing dialog for its exit transition; it is on its way out (hidden from assistive technology) at once.
    expect(document.querySelector('[role="presentation"]')?.getAttribute('aria-hidden') ?? 'true').toBe('true');
  });
});

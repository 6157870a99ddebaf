import { useCallback, useState } from 'react';

/**
 * Which record a dialog is about. The record outlives `open` so the dialog's text does not
 * blank out during its closing animation.
 */
export function useDialogTarget<T>() {
  const [state, setState] = useState<{ open: boolean; target: T | null }>({ open: false, target: null });
  const show = useCallback((target: T | null) => setState({ open: true, target }), []);
  const hide = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  return { ...state, show, hide };
}

import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

export interface ToastInput {
  title: string;
  description?: string;
  /** destructive = failure (red); success = green; default = neutral. */
  variant?: 'default' | 'success' | 'destructive';
}

interface ToastState extends ToastInput {
  key: number;
}

/**
 * Shows a toast and says whether it did. With `unlessShowing`, a toast already on screen wins and
 * the new one is dropped (for greetings that must not hide a message the user needs).
 */
export type ShowToast = (t: ToastInput, opts?: { unlessShowing?: boolean }) => boolean;

const ToastContext = createContext<ShowToast>(() => false);

/** Spec §9: one toast visible at a time, 5 s each; a new toast replaces the current one. */
export const TOAST_DURATION_MS = 5000;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ToastState | null>(null);
  const [open, setOpenState] = useState(false);
  // Read synchronously by `unlessShowing`: state would lag behind a toast shown in the same tick.
  const openRef = useRef(false);
  const setOpen = useCallback((value: boolean) => {
    openRef.current = value;
    setOpenState(value);
  }, []);
  const show = useCallback<ShowToast>(
    (t, opts) => {
      if (opts?.unlessShowing && openRef.current) return false;
      setToast({ ...t, key: Date.now() + Math.random() });
      setOpen(true);
      return true;
    },
    [setOpen],
  );
  const value = useMemo(() => show, [show]);
  const severity = toast?.variant === 'destructive' ? 'error' : toast?.variant === 'success' ? 'success' : 'info';
  return (
    <ToastContext.Provider value={value}>
      {children}
      <Snackbar
        key={toast?.key}
        open={open}
        autoHideDuration={TOAST_DURATION_MS}
        onClose={(_e, reason) => reason !== 'clickaway' && setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        sx={{ bottom: { xs: 80, md: 24 } }}
      >
        <Alert severity={severity} variant="filled" onClose={() => setOpen(false)} role="status" sx={{ minWidth: 280 }}>
          {toast?.title && <AlertTitle sx={{ mb: toast.description ? 0.5 : 0 }}>{toast.title}</AlertTitle>}
          {toast?.description}
        </Alert>
      </Snackbar>
    </ToastContext.Provider>
  );
}

/** Shows a toast: `toast({ title: 'Room deleted' })`. */
export function useToast() {
  return useContext(ToastContext);
}

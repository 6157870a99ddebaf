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
 * Shows a toast. With `queue`, a toast already on screen is not replaced: the new one waits until
 * it closes (for greetings that must neither hide a message the user needs nor be lost).
 */
export type ShowToast = (t: ToastInput, opts?: { queue?: boolean }) => void;

const ToastContext = createContext<ShowToast>(() => undefined);

/** Spec §9: one toast visible at a time, 5 s each; a new toast replaces the current one. */
export const TOAST_DURATION_MS = 5000;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ToastState | null>(null);
  const [open, setOpenState] = useState(false);
  // Read synchronously by `queue`: state would lag behind a toast shown in the same tick.
  const openRef = useRef(false);
  const waiting = useRef<ToastInput[]>([]);
  const setOpen = useCallback((value: boolean) => {
    openRef.current = value;
    setOpenState(value);
  }, []);
  const show = useCallback<ShowToast>(
    (t, opts) => {
      if (opts?.queue && openRef.current) {
        waiting.current.push(t);
        return;
      }
      setToast({ ...t, key: Date.now() + Math.random() });
      setOpen(true);
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
        slotProps={{
          transition: {
            // The next waiting toast shows once this one has gone.
            onExited: () => {
              const next = waiting.current.shift();
              if (next) show(next);
            },
          },
        }}
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

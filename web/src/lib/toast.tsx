import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export interface ToastInput {
  title: string;
  description?: string;
  /** destructive = failure (red); success = green; default = neutral. */
  variant?: 'default' | 'success' | 'destructive';
}

interface ToastState extends ToastInput {
  key: number;
}

const ToastContext = createContext<(t: ToastInput) => void>(() => undefined);

/** Spec §9: one toast visible at a time, 5 s each; a new toast replaces the current one. */
export const TOAST_DURATION_MS = 5000;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ToastState | null>(null);
  const [open, setOpen] = useState(false);
  const show = useCallback((t: ToastInput) => {
    setToast({ ...t, key: Date.now() + Math.random() });
    setOpen(true);
  }, []);
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

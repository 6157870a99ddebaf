import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { TOP_BANNER_HEIGHT } from '../ui/shell/topBanner';

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
/** Spec §9: a toast dragged sideways this far (px) is dismissed when let go. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;

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
  return (
    <ToastContext.Provider value={value}>
      {children}
      <ToastFrame
        key={toast?.key}
        open={open}
        onClose={() => setOpen(false)}
        // The next waiting toast shows once this one has gone.
        onExited={() => {
          const next = waiting.current.shift();
          if (next) show(next);
        }}
      >
        <ToastAlert toast={toast} onClose={() => setOpen(false)} />
      </ToastFrame>
    </ToastContext.Provider>
  );
}

/** A toast's message: a filled Alert, red for failures, green for successes, blue otherwise. */
function ToastAlert({ toast, onClose }: { toast: ToastInput | null; onClose: () => void }) {
  const severity = toast?.variant === 'destructive' ? 'error' : toast?.variant === 'success' ? 'success' : 'info';
  return (
    // Slimmer on a phone, so a title and a line of text stay within the header's band.
    <Alert severity={severity} variant="filled" onClose={onClose} role="status" sx={{ minWidth: 280, py: { xs: 0, sm: '6px' } }}>
      {toast?.title && <AlertTitle sx={{ mb: toast.description ? 0.5 : 0 }}>{toast.title}</AlertTitle>}
      {toast?.description}
    </Alert>
  );
}

/**
 * A toast as the provider shows it, for the build's prerendered pages to collect its styles (prerender/page.tsx's
 * `styleSamples`), so the app finds them in the page instead of making them when its first toast shows.
 */
export function ToastSample({ toast }: { toast: ToastInput }) {
  return (
    <ToastFrame open onClose={() => undefined} onExited={() => undefined}>
      <ToastAlert toast={toast} onClose={() => undefined} />
    </ToastFrame>
  );
}

/** Snackbar's grow: from three quarters wide and a little over half high, fading in (MUI's Grow). */
const growIn = keyframes`
  from { opacity: 0; transform: scale(0.75, 0.5625); }
  to { opacity: 1; transform: none; }
`;
const growOut = keyframes`
  from { opacity: 1; transform: none; }
  to { opacity: 0; transform: scale(0.75, 0.5625); }
`;
/** MUI's enteringScreen and leavingScreen durations, which its Snackbar uses. */
const ENTER_MS = 225;
const EXIT_MS = 195;
const reducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Where a toast shows and how long: at the top, centred over the header's band (below demo mode's banner), where it
 * hides the page's title for a moment rather than the screen's content and buttons (bottom right, as MUI's Snackbar
 * puts it, covered RSVP buttons and the last card's actions; docs/decisions.md, issue 41). Full width less 8 px on
 * phones. MUI's Snackbar look without its transition and click-away machinery, which the first screen would download.
 * Closes itself after TOAST_DURATION_MS (spec §9), paused while the pointer or focus is on it or the window is in the
 * background (then half the time again); at once on its close button, Escape, or a sideways swipe of
 * TOAST_SWIPE_THRESHOLD_PX (spec §9); grows in and out unless less motion is asked for.
 */
function ToastFrame({ open, onClose, onExited, children }: { open: boolean; onClose: () => void; onExited: () => void; children: ReactNode }) {
  const [exited, setExited] = useState(!open);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const close = useRef(onClose);
  close.current = onClose;
  const exitedRef = useRef(onExited);
  exitedRef.current = onExited;

  const pause = useCallback(() => clearTimeout(timer.current), []);
  const hideAfter = useCallback((ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => close.current(), ms);
  }, []);
  const resume = useCallback(() => hideAfter(TOAST_DURATION_MS / 2), [hideAfter]);

  useEffect(() => {
    if (!open) return undefined;
    setExited(false);
    hideAfter(TOAST_DURATION_MS);
    const onKeyDown = (e: KeyboardEvent) => {
      if (!e.defaultPrevented && e.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('blur', pause);
    window.addEventListener('focus', resume);
    return () => {
      pause();
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('blur', pause);
      window.removeEventListener('focus', resume);
    };
  }, [open, hideAfter, pause, resume]);

  // Closing: grow out, then leave the page and let the next toast come.
  useEffect(() => {
    if (open || exited) return undefined;
    const t = setTimeout(
      () => {
        setExited(true);
        exitedRef.current();
      },
      reducedMotion() ? 0 : EXIT_MS,
    );
    return () => clearTimeout(t);
  }, [open, exited]);

  if (!open && exited) return null;
  return (
    <Box
      className="Toast-root"
      role="presentation"
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={resume}
      sx={{
        zIndex: 'snackbar',
        position: 'fixed',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        left: 8,
        right: 8,
        top: { xs: `calc(${TOP_BANNER_HEIGHT} + 4px)`, sm: `calc(${TOP_BANNER_HEIGHT} + 8px)` },
        pointerEvents: 'none',
      }}
    >
      <Box
        sx={{
          pointerEvents: 'auto',
          maxWidth: '100%',
          animation: open ? `${growIn} ${ENTER_MS}ms cubic-bezier(0.4, 0, 0.2, 1)` : `${growOut} ${EXIT_MS}ms cubic-bezier(0.4, 0, 0.2, 1) forwards`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      >
        <Swipe onSwiped={() => close.current()} onStart={pause} onCancel={resume}>
          {children}
        </Swipe>
      </Box>
    </Box>
  );
}

/**
 * Follows a sideways drag of the toast (mouse, pen or finger: pointer events) and dismisses it when let go
 * TOAST_SWIPE_THRESHOLD_PX or more to either side; a shorter drag puts it back. The timer waits meanwhile.
 * The pointer is captured only once the drag has begun, so a click on the close button stays a click.
 */
function Swipe({ onSwiped, onStart, onCancel, children }: { onSwiped: () => void; onStart: () => void; onCancel: () => void; children: ReactNode }) {
  const [dx, setDx] = useState(0);
  const drag = useRef<{ id: number; x: number; y: number; moving: boolean } | null>(null);
  const end = (e: PointerEvent<HTMLElement>, cancelled: boolean) => {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    drag.current = null;
    const moved = e.clientX - d.x;
    if (!cancelled && d.moving && Math.abs(moved) >= TOAST_SWIPE_THRESHOLD_PX) {
      setDx(moved);
      onSwiped();
    } else {
      setDx(0);
      onCancel();
    }
  };
  return (
    <Box
      data-swipe=""
      style={dx ? { transform: `translateX(${dx}px)`, opacity: Math.max(0.3, 1 - Math.abs(dx) / 200) } : undefined}
      // A finger's sideways move is ours; an up-and-down one still scrolls the page.
      sx={{ touchAction: 'pan-y' }}
      onPointerDown={(e) => {
        if (e.pointerType === 'mouse' && e.button !== 0) return;
        drag.current = { id: e.pointerId, x: e.clientX, y: e.clientY, moving: false };
        onStart();
      }}
      onPointerMove={(e) => {
        const d = drag.current;
        if (!d || d.id !== e.pointerId) return;
        const moved = e.clientX - d.x;
        if (!d.moving && Math.abs(moved) > 4 && Math.abs(moved) > Math.abs(e.clientY - d.y)) {
          d.moving = true;
          e.currentTarget.setPointerCapture?.(e.pointerId);
        }
        if (d.moving) setDx(moved);
      }}
      onPointerUp={(e) => end(e, false)}
      onPointerCancel={(e) => end(e, true)}
    >
      {children}
    </Box>
  );
}

/** Shows a toast: `toast({ title: 'Room deleted' })`. */
export function useToast() {
  return useContext(ToastContext);
}

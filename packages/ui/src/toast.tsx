import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { uiMessages } from './messages.ts';

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastOptions {
  text: string;
  tone?: ToastTone;
  /** How long the toast stays, in ms (the spec uses 3000 and 4000). Default 4000. */
  durationMs?: number;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => number;
  dismiss: (id: number) => void;
}

interface ToastEntry {
  id: number;
  text: string;
  tone: ToastTone;
  durationMs: number;
}

export const DEFAULT_TOAST_MS = 4000;

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

/**
 * One toast. Its timer pauses while the pointer is over it or focus is inside it (WCAG
 * 2.2.1: people need time to read it or reach the dismiss button), then resumes with
 * the time that was left.
 */
function ToastItem({
  toast,
  onDismiss,
  dismissLabel,
}: {
  toast: ToastEntry;
  onDismiss: (id: number) => void;
  dismissLabel: string;
}) {
  const remaining = useRef(toast.durationMs);
  const startedAt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hovered = useRef(false);
  const focused = useRef(false);

  const start = useCallback(() => {
    clearTimeout(timer.current);
    startedAt.current = Date.now();
    timer.current = setTimeout(() => onDismiss(toast.id), remaining.current);
  }, [onDismiss, toast.id]);

  const pause = () => {
    if (timer.current === undefined) return;
    clearTimeout(timer.current);
    timer.current = undefined;
    remaining.current = Math.max(remaining.current - (Date.now() - startedAt.current), 0);
  };
  const resume = () => {
    if (!hovered.current && !focused.current && timer.current === undefined) start();
  };

  useEffect(() => {
    start();
    return () => clearTimeout(timer.current);
  }, [start]);

  return (
    <div
      className={`ct-toast ct-toast--${toast.tone}`}
      onMouseEnter={() => {
        hovered.current = true;
        pause();
      }}
      onMouseLeave={() => {
        hovered.current = false;
        resume();
      }}
      onFocus={() => {
        focused.current = true;
        pause();
      }}
      onBlur={() => {
        focused.current = false;
        resume();
      }}
    >
      <span className="ct-toast__text">{toast.text}</span>
      <button type="button" className="ct-toast__close" aria-label={dismissLabel} onClick={() => onDismiss(toast.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

export interface ToastProviderProps {
  children?: ReactNode;
  /** Accessible name of each toast's close button. */
  dismissLabel?: string;
}

/**
 * Hosts the toasts. Both live regions are always in the DOM (screen readers only announce
 * changes to regions that already exist): role=status for info/success, role=alert for errors.
 */
export function ToastProvider({ children, dismissLabel = uiMessages.dismiss }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(({ text, tone = 'info', durationMs = DEFAULT_TOAST_MS }: ToastOptions) => {
    if (!Number.isFinite(durationMs) || durationMs <= 0) {
      throw new RangeError(`Toast durationMs must be a positive number of milliseconds (got ${durationMs})`);
    }
    const id = nextId.current++;
    setToasts((list) => [...list, { id, text, tone, durationMs }]);
    return id;
  }, []);

  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);
  const render = (errors: boolean) =>
    toasts
      .filter((toast) => (toast.tone === 'error') === errors)
      .map((toast) => <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} dismissLabel={dismissLabel} />);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="ct-toasts">
        <div role="status" className="ct-toasts__polite">
          {render(false)}
        </div>
        <div role="alert" className="ct-toasts__assertive">
          {render(true)}
        </div>
      </div>
    </ToastContext.Provider>
  );
}

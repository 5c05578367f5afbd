import { TOAST_DURATION_MS } from '@portal/shared/constants';

export type ToastKind = 'info' | 'success' | 'error';

export interface ToastItem {
  id: number;
  kind: ToastKind;
  /** Already translated text. */
  message: string;
  durationMs: number;
  action?: ToastAction;
}

/** A button in the toast (e.g. undo what was just done); pressing it runs the action and closes the toast. */
export interface ToastAction {
  /** Already translated label. */
  label: string;
  onClick: () => void;
}

export interface ToastOptions {
  /** How long the toast stays (docs/spec.md section 9: 2500 ms; a toast with an action stays longer unless given). */
  durationMs?: number;
  action?: ToastAction;
}

/** How long a toast with an action stays, so there is time to reach its button. */
export const TOAST_WITH_ACTION_MS = 8000;

type Listener = () => void;

let items: readonly ToastItem[] = [];
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

function dismiss(id: number) {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
  const remaining = items.filter((item) => item.id !== id);
  if (remaining.length !== items.length) {
    items = remaining;
    emit();
  }
}

function show(message: string, kind: ToastKind = 'info', options: ToastOptions = {}): number {
  const id = nextId++;
  const durationMs = options.durationMs ?? (options.action ? TOAST_WITH_ACTION_MS : TOAST_DURATION_MS);
  items = [...items, { id, kind, message, durationMs, ...(options.action ? { action: options.action } : {}) }];
  timers.set(
    id,
    setTimeout(() => dismiss(id), durationMs),
  );
  emit();
  return id;
}

/**
 * Imperative toasts, usable from React and from plain code (API error handlers, socket listeners).
 * The ToastProvider of the page shows them bottom-center.
 */
export const toast = {
  show: (message: string, options?: ToastOptions) => show(message, 'info', options),
  success: (message: string, options?: ToastOptions) => show(message, 'success', options),
  error: (message: string, options?: ToastOptions) => show(message, 'error', options),
  dismiss,
  /** Removes every toast (between tests, on logout). */
  clear() {
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
    items = [];
    emit();
  },
};

export type ToastApi = typeof toast;

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly ToastItem[] {
  return items;
}

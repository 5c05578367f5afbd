import { useSyncExternalStore } from 'react';

/** Input types that open no on-screen keyboard: focusing them leaves the bottom bar in place. */
const NON_TEXT_INPUTS = new Set(['button', 'checkbox', 'color', 'file', 'hidden', 'image', 'radio', 'range', 'reset', 'submit']);

/** Whether an element takes typed text (and so opens the keyboard on a phone): inputs, textareas, contenteditable. */
export function isTextField(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLTextAreaElement) return !element.readOnly && !element.disabled;
  if (element instanceof HTMLInputElement) return !NON_TEXT_INPUTS.has(element.type) && !element.readOnly && !element.disabled;
  return element instanceof HTMLElement && element.isContentEditable === true;
}

/**
 * Whether a text field has focus, as the bar last showed it. While a finger or the mouse is down the bar
 * keeps its state: pressing a button below a focused field (a sheet's Save) moves the focus away on
 * pointerdown, and a bar that came back at that moment would move the page under the pointer, so the
 * release would land elsewhere and the tap would be lost. The change waits until the click has fired.
 */
let typing = false;
let pointerHeld = false;
let releaseTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function update() {
  const next = isTextField(document.activeElement);
  if (next === typing) return;
  // Leaving a field while a pointer is held waits for the release; entering one shows at once.
  if (!next && pointerHeld) return;
  typing = next;
  for (const listener of listeners) listener();
}

function onPointerDown() {
  pointerHeld = true;
}

function onPointerUp() {
  pointerHeld = false;
  // pointerup, mouseup and click run in the same task: look again after it.
  clearTimeout(releaseTimer);
  releaseTimer = setTimeout(update, 0);
}

function subscribe(onChange: () => void) {
  if (listeners.size === 0) {
    typing = isTextField(document.activeElement);
    // focusout fires before the next element gains focus: read the active element after both events.
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', update);
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('pointerup', onPointerUp, true);
    document.addEventListener('pointercancel', onPointerUp, true);
  }
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size > 0) return;
    document.removeEventListener('focusin', update);
    document.removeEventListener('focusout', update);
    document.removeEventListener('pointerdown', onPointerDown, true);
    document.removeEventListener('pointerup', onPointerUp, true);
    document.removeEventListener('pointercancel', onPointerUp, true);
    clearTimeout(releaseTimer);
    pointerHeld = false;
  };
}

/**
 * Whether a text field has focus now, following focus changes (a field left with a pointer held counts
 * until the pointer is released). False on the server and on the first render of a hydrating page, so
 * the markup matches.
 */
export function useTextFieldFocus(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => typing,
    () => false,
  );
}

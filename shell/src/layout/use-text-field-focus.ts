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

function subscribe(onChange: () => void) {
  // focusout fires before the next element gains focus: read the active element after both events.
  document.addEventListener('focusin', onChange);
  document.addEventListener('focusout', onChange);
  return () => {
    document.removeEventListener('focusin', onChange);
    document.removeEventListener('focusout', onChange);
  };
}

/**
 * Whether a text field has focus now, following focus changes. False on the server and on the first
 * render of a hydrating page, so the markup matches.
 */
export function useTextFieldFocus(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isTextField(document.activeElement),
    () => false,
  );
}

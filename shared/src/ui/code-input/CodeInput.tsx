import { useEffect, useImperativeHandle, useRef, useState, type ClipboardEvent, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { OTP_DEFAULT_BOX_COUNT } from '@portal/shared/constants';
import { acceptOtpPaste, isOtpCharAllowed, isOtpComplete, isOtpKeyAllowed, type OtpInputType } from './otp-input';
import { Box, Boxes } from './code-input-styles';

export interface CodeInputHandle {
  focus(): void;
  clear(): void;
}

export interface CodeInputProps {
  /** Number of boxes (spec: 4 by default; 6 for phone codes). */
  length?: number;
  /** 'number': digits only; 'letter-numeric': Latin letters and digits. */
  type?: OtpInputType;
  /** Width and height of one box in px (WhatsApp uses 56). */
  boxSize?: number;
  defaultValue?: string;
  /** Called on every change with the characters entered so far, in order. */
  onChange?: (code: string) => void;
  /** Called once each time every box becomes filled. */
  onComplete?: (code: string) => void;
  /** Accessible name of the group (the kit's default label when left out). */
  label?: string;
  invalid?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  /** id of an element describing the input (an error text). */
  describedBy?: string;
  ref?: Ref<CodeInputHandle>;
  'data-testid'?: string;
}

const DEFAULT_BOX_SIZE_PX = 48;

function initialChars(value: string | undefined, length: number, type: OtpInputType): string[] {
  return Array.from({ length }, (_, i) => {
    const char = value?.[i] ?? '';
    return isOtpCharAllowed(char, type) ? char : '';
  });
}

/**
 * One-time-code input of docs/spec.md section 5: one character per box, keys limited to characters of the type
 * and the editing keys, paste validated and cut to the boxes left, focus moving forward and back, and a
 * completion event when every box is filled.
 */
export function CodeInput({
  length = OTP_DEFAULT_BOX_COUNT,
  type = 'number',
  boxSize = DEFAULT_BOX_SIZE_PX,
  defaultValue,
  onChange,
  onComplete,
  label,
  invalid = false,
  disabled = false,
  autoFocus = false,
  describedBy,
  ref,
  ...rest
}: CodeInputProps) {
  const { t } = useTranslation('ui');
  const [chars, setChars] = useState(() => initialChars(defaultValue, length, type));
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const callbacks = useRef({ onChange, onComplete });
  useEffect(() => {
    callbacks.current = { onChange, onComplete };
  }, [onChange, onComplete]);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  useImperativeHandle(ref, () => ({
    focus: () => focusBox(chars.findIndex((c) => c === '') === -1 ? length - 1 : chars.findIndex((c) => c === '')),
    clear: () => update(Array.from({ length }, () => '')),
  }));

  useEffect(() => {
    if (autoFocus) boxes.current[0]?.focus();
  }, [autoFocus]);

  function update(next: string[]) {
    const wasComplete = isOtpComplete(chars, length, type);
    setChars(next);
    const code = next.join('');
    callbacks.current.onChange?.(code);
    const complete = isOtpComplete(next, length, type);
    if (complete && (!wasComplete || code !== chars.join(''))) callbacks.current.onComplete?.(code);
  }

  function fill(from: number, incoming: string[]) {
    const next = [...chars];
    incoming.forEach((char, offset) => {
      if (from + offset < length) next[from + offset] = char;
    });
    update(next);
    focusBox(from + incoming.length >= length ? length - 1 : from + incoming.length);
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (!isOtpKeyAllowed({ key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey }, type)) {
      // Keys such as 'Unidentified' (mobile keyboards) are not cancellable; onChange checks those.
      event.preventDefault();
      return;
    }
    switch (event.key) {
      case 'Backspace': {
        event.preventDefault();
        const target = chars[index] ? index : index - 1;
        if (target < 0) return;
        update(chars.map((c, i) => (i === target ? '' : c)));
        focusBox(target);
        return;
      }
      case 'Delete':
        event.preventDefault();
        update(chars.map((c, i) => (i === index ? '' : c)));
        return;
      case 'ArrowLeft':
      case 'ArrowUp':
        event.preventDefault();
        focusBox(index - 1);
        return;
      case 'ArrowRight':
      case 'ArrowDown':
        event.preventDefault();
        focusBox(index + 1);
        return;
      default:
        if (event.key.length === 1 && !event.ctrlKey && !event.metaKey) {
          event.preventDefault();
          fill(index, [event.key]);
        }
    }
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const result = acceptOtpPaste(event.clipboardData.getData('text'), type, length - index);
    if (result.accepted) fill(index, result.chars);
  }

  /** Input that bypassed keydown (mobile keyboards, SMS autofill): keep allowed characters only. */
  function onInputChange(index: number, value: string) {
    const typed = [...value.replace(chars[index] ?? '', '')].filter((c) => isOtpCharAllowed(c, type));
    if (typed.length === 0) {
      if (value === '') update(chars.map((c, i) => (i === index ? '' : c)));
      return;
    }
    fill(index, typed.slice(0, length - index));
  }

  return (
    <Boxes role="group" aria-label={label ?? t('codeInput.label')} $count={length} data-testid={rest['data-testid']}>
      {chars.map((char, index) => (
        <Box
          key={index}
          ref={(el) => {
            boxes.current[index] = el;
          }}
          value={char}
          inputMode={type === 'number' ? 'numeric' : 'text'}
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          autoCapitalize="off"
          spellCheck={false}
          aria-label={t('codeInput.box', { index: index + 1, count: length })}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          $size={boxSize}
          $count={length}
          $invalid={invalid}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onChange={(event) => onInputChange(index, event.target.value)}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </Boxes>
  );
}

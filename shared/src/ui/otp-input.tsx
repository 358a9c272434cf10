import { forwardRef, useImperativeHandle, useRef, useState } from 'react';
import type { ClipboardEvent, KeyboardEvent } from 'react';
import styled from 'styled-components';
import { OTP_LENGTH } from '../contracts/constants';

export type OtpInputProps = {
  /** Accessible name of the group of boxes, e.g. "OTP". */
  label: string;
  length?: number;
  /** Id of the first box, so a <label htmlFor> or a form library can reach it. */
  id?: string;
  name?: string;
  disabled?: boolean;
  /** The whole code once every box holds a digit, otherwise ''. */
  onChange?: (value: string) => void;
  /** Called with the code each time the last empty box is filled. */
  onComplete?: (value: string) => void;
  onBlur?: () => void;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
  'aria-describedby'?: string;
};

/** What a parent can do with the boxes: focus the first empty one. */
export type OtpInputHandle = { focus: () => void };

const Group = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

const Box = styled.input`
  flex: 1 1 0;
  min-width: 0;
  max-width: 48px;
  height: 48px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  text-align: center;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  caret-color: ${({ theme }) => theme.colors.primary};

  &:focus {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }

  &:disabled {
    background: ${({ theme }) => theme.colors.background};
  }
`;

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * A one-time code typed into one box per digit. Typing moves on, Backspace on an empty box goes
 * back, arrows move, a pasted or autofilled code fills the boxes. The form only ever sees a
 * complete code or ''.
 */
export const OtpInput = forwardRef<OtpInputHandle, OtpInputProps>(function OtpInput(
  {
    label,
    length = OTP_LENGTH,
    id,
    name,
    disabled,
    onChange,
    onComplete,
    onBlur,
    'aria-invalid': invalid,
    'aria-required': required,
    'aria-describedby': describedBy,
  },
  ref,
) {
  const [digits, setDigits] = useState<string[]>(() => Array.from({ length }, () => ''));
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const reported = useRef('');

  // A form library focuses the field when the code fails validation.
  useImperativeHandle(
    ref,
    () => ({
      focus: () => (boxes.current.find((box) => box && !box.value) ?? boxes.current[0])?.focus(),
    }),
    [],
  );

  function focusBox(index: number) {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  }

  function update(next: string[]) {
    setDigits(next);
    const complete = next.every(Boolean);
    const value = complete ? next.join('') : '';
    if (value !== reported.current) {
      reported.current = value;
      onChange?.(value);
      if (complete) onComplete?.(value);
    }
  }

  /** Writes digits from box `start` on; returns the index of the last box written. */
  function fill(start: number, typed: string): number {
    const next = [...digits];
    const incoming = typed.slice(0, length - start).split('');
    incoming.forEach((digit, offset) => {
      next[start + offset] = digit;
    });
    update(next);
    return start + incoming.length - 1;
  }

  function handleInput(index: number, raw: string) {
    const typed = onlyDigits(raw);
    if (!typed) {
      if (raw === '') update(digits.map((digit, at) => (at === index ? '' : digit)));
      return;
    }
    if (typed.length >= length) {
      // A whole code (SMS autofill lands in one box) fills every box from the first.
      focusBox(fill(0, typed.slice(-length)) + 1);
      return;
    }
    // Typing next to a digit already in the box: keep the new one, wherever the caret was.
    const previous = digits[index] ?? '';
    const added = typed.length === 2 && previous ? typed.replace(previous, '') : typed;
    focusBox(fill(index, added) + 1);
  }

  function handleKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'Backspace':
        if (digits[index]) return;
        event.preventDefault();
        if (index > 0) {
          update(digits.map((digit, at) => (at === index - 1 ? '' : digit)));
          focusBox(index - 1);
        }
        return;
      case 'ArrowLeft':
        event.preventDefault();
        focusBox(index - 1);
        return;
      case 'ArrowRight':
        event.preventDefault();
        focusBox(index + 1);
        return;
      case 'Home':
        event.preventDefault();
        focusBox(0);
        return;
      case 'End':
        event.preventDefault();
        focusBox(length - 1);
        return;
      default:
        // The digit the box already holds changes nothing, so no change event would move on:
        // retyping a code over the last one must not get stuck on a repeated digit.
        if (/^\d$/.test(event.key) && digits[index] === event.key) {
          event.preventDefault();
          focusBox(index + 1);
        }
    }
  }

  function handlePaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const pasted = onlyDigits(event.clipboardData.getData('text'));
    if (!pasted) return;
    const start = pasted.length >= length ? 0 : index;
    focusBox(fill(start, pasted) + 1);
  }

  return (
    <Group
      role="group"
      aria-label={label}
      aria-describedby={describedBy}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.();
      }}
    >
      {digits.map((digit, index) => (
        <Box
          key={index}
          ref={(box) => {
            boxes.current[index] = box;
          }}
          id={index === 0 ? id : undefined}
          name={name ? `${name}-${index + 1}` : undefined}
          value={digit}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="one-time-code"
          aria-label={`Digit ${index + 1} of ${length}`}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          onChange={(event) => handleInput(index, event.target.value)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={(event) => handlePaste(index, event)}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </Group>
  );
});

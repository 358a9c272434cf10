import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TravelProviders } from '../state/providers';
import { OtpInput } from './otp-input';

afterEach(cleanup);

function renderOtp(props: { length?: number } = {}) {
  const onChange = vi.fn<(value: string) => void>();
  const onComplete = vi.fn<(value: string) => void>();
  render(<OtpInput label="OTP" onChange={onChange} onComplete={onComplete} {...props} />, {
    wrapper: TravelProviders,
  });
  const boxes = screen.getAllByRole('textbox');
  const box = (n: number) => {
    const found = boxes[n - 1];
    if (!found) throw new Error(`no box ${n}`);
    return found as HTMLInputElement;
  };
  const type = (n: number, value: string) => fireEvent.change(box(n), { target: { value } });
  const press = (n: number, key: string) => fireEvent.keyDown(box(n), { key });
  const shown = () => boxes.map((input) => (input as HTMLInputElement).value).join('');
  return { onChange, onComplete, boxes, box, type, press, shown };
}

describe('OtpInput', () => {
  it('shows six labelled numeric boxes in a named group by default', () => {
    const { boxes } = renderOtp();
    expect(screen.getByRole('group', { name: 'OTP' })).toBeTruthy();
    expect(boxes).toHaveLength(6);
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toBe(boxes[0]);
    expect(screen.getByRole('textbox', { name: 'Digit 6 of 6' })).toBe(boxes[5]);
    for (const box of boxes) {
      expect(box.getAttribute('inputmode')).toBe('numeric');
      expect(box.getAttribute('autocomplete')).toBe('one-time-code');
    }
  });

  it('takes as many boxes as its length', () => {
    const { boxes } = renderOtp({ length: 4 });
    expect(boxes).toHaveLength(4);
    expect(screen.getByRole('textbox', { name: 'Digit 4 of 4' })).toBeTruthy();
  });

  it('moves to the next box after each digit and reports the code only once all are filled', () => {
    const { onChange, onComplete, box, type, shown } = renderOtp();
    '12345'.split('').forEach((digit, index) => type(index + 1, digit));
    expect(shown()).toBe('12345');
    expect(document.activeElement).toBe(box(6));
    expect(onChange).not.toHaveBeenCalled();
    expect(onComplete).not.toHaveBeenCalled();

    type(6, '6');
    expect(onChange).toHaveBeenLastCalledWith('123456');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456');
  });

  it('ignores anything but digits', () => {
    const { type, shown, box } = renderOtp();
    box(1).focus();
    type(1, 'a');
    type(1, '-');
    expect(shown()).toBe('');
    expect(document.activeElement).toBe(box(1));
  });

  it('keeps the newly typed digit when a box already held one', () => {
    const { type, shown } = renderOtp();
    type(1, '7');
    type(1, '73');
    expect(shown()).toBe('3');
    type(1, '53');
    expect(shown()).toBe('5');
  });

  it('moves on when the digit typed is the one the box already holds', () => {
    const { box, type, press, shown } = renderOtp();
    '000000'.split('').forEach((digit, index) => type(index + 1, digit));
    box(1).focus();
    type(1, '6');
    expect(document.activeElement).toBe(box(2));
    press(2, '0');
    expect(document.activeElement).toBe(box(3));
    type(3, '3');
    expect(shown()).toBe('603000');
    expect(document.activeElement).toBe(box(4));
  });

  it('reports an empty code again as soon as a digit is removed', () => {
    const { onChange, type, press, box } = renderOtp();
    '123456'.split('').forEach((digit, index) => type(index + 1, digit));
    expect(onChange).toHaveBeenLastCalledWith('123456');

    type(6, '');
    expect(onChange).toHaveBeenLastCalledWith('');
    press(6, 'Backspace');
    expect(box(5).value).toBe('');
    expect(document.activeElement).toBe(box(5));
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('moves back and clears the previous digit on Backspace in an empty box', () => {
    const { type, press, box, shown } = renderOtp();
    type(1, '4');
    type(2, '2');
    press(3, 'Backspace');
    expect(shown()).toBe('4');
    expect(document.activeElement).toBe(box(2));
    press(2, 'Backspace');
    press(1, 'Backspace');
    expect(shown()).toBe('');
    expect(document.activeElement).toBe(box(1));
  });

  it('moves with the arrow keys, Home and End', () => {
    const { press, box } = renderOtp();
    box(3).focus();
    press(3, 'ArrowRight');
    expect(document.activeElement).toBe(box(4));
    press(4, 'ArrowLeft');
    press(3, 'ArrowLeft');
    expect(document.activeElement).toBe(box(2));
    press(2, 'End');
    expect(document.activeElement).toBe(box(6));
    press(6, 'ArrowRight');
    expect(document.activeElement).toBe(box(6));
    press(6, 'Home');
    expect(document.activeElement).toBe(box(1));
    press(1, 'ArrowLeft');
    expect(document.activeElement).toBe(box(1));
  });

  it('fills every box from a pasted code, whichever box has focus', () => {
    const { onComplete, box, shown } = renderOtp();
    fireEvent.paste(box(4), { clipboardData: { getData: () => 'Your code: 482 913' } });
    expect(shown()).toBe('482913');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('482913');
    expect(document.activeElement).toBe(box(6));
  });

  it('fills from the focused box when fewer digits are pasted', () => {
    const { onChange, box, shown, type } = renderOtp();
    type(1, '9');
    fireEvent.paste(box(2), { clipboardData: { getData: () => '87' } });
    expect(shown()).toBe('987');
    expect(document.activeElement).toBe(box(4));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('fills every box when the phone autofills the whole code into one box', () => {
    const { onComplete, type, shown } = renderOtp();
    type(1, '650321');
    expect(shown()).toBe('650321');
    expect(onComplete).toHaveBeenCalledWith('650321');
  });

  it('passes its error state and description to every box', () => {
    render(<OtpInput label="OTP" id="smsCode" aria-invalid aria-describedby="smsCode-error" />, {
      wrapper: TravelProviders,
    });
    const boxes = screen.getAllByRole('textbox');
    expect(boxes[0]?.id).toBe('smsCode');
    for (const box of boxes) {
      expect(box.getAttribute('aria-invalid')).toBe('true');
      expect(box.getAttribute('aria-describedby')).toBe('smsCode-error');
    }
  });
});

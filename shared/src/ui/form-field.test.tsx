import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TravelProviders } from '../state/providers';
import { FormField } from './form-field';
import { TextInput } from './text-input';

afterEach(cleanup);

describe('FormField', () => {
  it('shows a required mark hidden from screen readers and marks the input required', () => {
    render(
      <FormField label="Mobile NO." htmlFor="mobileNo" required>
        <TextInput id="mobileNo" />
      </FormField>,
      { wrapper: TravelProviders },
    );
    const input = screen.getByRole('textbox', { name: 'Mobile NO.' });
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    const mark = screen.getByText('*');
    expect(mark.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows the error under the field, linked to the input', () => {
    const { container } = render(
      <FormField
        label="Mobile NO."
        htmlFor="mobileNo"
        required
        error="Please enter the correct mobile number"
      >
        <TextInput id="mobileNo" defaultValue="+919876543210" />
      </FormField>,
      { wrapper: TravelProviders },
    );
    const input = screen.getByRole('textbox', { name: 'Mobile NO.' });
    const message = screen.getByRole('alert');
    expect(message.textContent).toBe('Please enter the correct mobile number');
    expect(message.id).toBe('mobileNo-error');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('mobileNo-error');
    expect(input.compareDocumentPosition(message) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(container.querySelectorAll('[role="alert"]')).toHaveLength(1);
  });

  it('links a hint to the input and shows no alert without an error', () => {
    render(
      <FormField label="OTP" htmlFor="smsCode" hint="Sent to your mobile">
        <TextInput id="smsCode" />
      </FormField>,
      { wrapper: TravelProviders },
    );
    expect(screen.getByLabelText('OTP').getAttribute('aria-describedby')).toBe('smsCode-hint');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('*')).toBeNull();
  });
});

import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TravelProviders } from '../state/providers';
import { Modal } from './modal';

function SignInLauncher() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Login / Register
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Sign in">
        <label htmlFor="mobile">Mobile</label>
        <input id="mobile" />
        <button type="submit">Sign in</button>
      </Modal>
    </>
  );
}

function openModal() {
  render(<SignInLauncher />, { wrapper: TravelProviders });
  const opener = screen.getByRole('button', { name: 'Login / Register' });
  act(() => opener.focus());
  fireEvent.click(opener);
  return opener;
}

afterEach(cleanup);

describe('Modal', () => {
  it('opens as a labelled modal dialog with focus on its first field and the page locked', () => {
    openModal();
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Mobile'));
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('starts on the first field even when tabs or buttons come before it', () => {
    render(
      <Modal open onClose={() => undefined} title="Sign in">
        <button type="button" role="tab">
          E-mail
        </button>
        <label htmlFor="email">E-mail</label>
        <input id="email" />
      </Modal>,
      { wrapper: TravelProviders },
    );
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
  });

  it('keeps Tab and Shift+Tab inside the dialog', () => {
    openModal();
    const dialog = screen.getByRole('dialog');
    const close = screen.getByRole('button', { name: 'Close' });
    const submit = screen.getByRole('button', { name: 'Sign in' });

    act(() => submit.focus());
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(close);

    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(submit);
  });

  it('closes on Escape and gives focus back to the button that opened it', () => {
    const opener = openModal();
    fireEvent.keyDown(screen.getByLabelText('Mobile'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');
  });

  it('closes from its close button', () => {
    openModal();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

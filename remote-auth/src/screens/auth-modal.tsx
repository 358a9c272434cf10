import type { AuthModalProps } from '@travel/shared';
import { Modal } from '@travel/shared';

export default function AuthModal({ mode, open, onClose }: AuthModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={mode === 'signIn' ? 'Sign in' : 'Create your account'}
    >
      <p>Sign in with your +91 mobile number or e-mail address to continue.</p>
    </Modal>
  );
}

import { useSession, type SignInPromptText } from '@travel/shared';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from '@travel/shared/router';
import { SignInPrompt } from '../account/sign-in-prompt';
import { signInPagePath } from '../account/sign-in-page-path';
import { RemoteAuthModal } from '../federation/remote-auth-modal';

/**
 * Signed-in-only screens ask a guest to sign in right there, in a dialog; once signed in the
 * screen they asked for appears on the same URL.
 */
export function RequireSession({
  children,
  prompt,
}: {
  children: ReactNode;
  prompt?: SignInPromptText | undefined;
}) {
  const session = useSession();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [dialogOpen, setDialogOpen] = useState(true);
  if (session) return children;
  return (
    <>
      <SignInPrompt onSignIn={() => setDialogOpen(true)} prompt={prompt} />
      <RemoteAuthModal
        mode="signIn"
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        onUnavailable={() => void navigate(signInPagePath(pathname, search), { replace: true })}
      />
    </>
  );
}

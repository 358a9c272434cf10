import { useHydrated, useMember, type SignInPromptText } from '@travel/shared';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from '@travel/shared/router';
import { SignInPrompt } from '../account/sign-in-prompt';
import { signInPagePath } from '../account/sign-in-page-path';
import { RemoteAuthModal } from '../federation/remote-auth-modal';

/**
 * Signed-in-only screens ask a guest to sign in right there, in a dialog; once signed in the
 * screen they asked for appears on the same URL. A member's page is painted by the server with
 * the screen in its loading state (its reserved space), which fills once the page is the
 * browser's; a guest's with the prompt, and the dialog opens once it is.
 */
export function RequireSession({
  children,
  prompt,
}: {
  children: ReactNode;
  prompt?: SignInPromptText | undefined;
}) {
  const member = useMember();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [dialogOpen, setDialogOpen] = useState(true);
  // The dialog is the browser's: the server paints the prompt under it.
  const hydrated = useHydrated();
  if (member) return children;
  return (
    <>
      <SignInPrompt onSignIn={() => setDialogOpen(true)} prompt={prompt} />
      <RemoteAuthModal
        mode="signIn"
        open={dialogOpen && hydrated}
        onClose={() => setDialogOpen(false)}
        onUnavailable={() => void navigate(signInPagePath(pathname, search), { replace: true })}
      />
    </>
  );
}

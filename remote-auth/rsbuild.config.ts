import { defineRemoteConfig } from '../federation.config';

export default defineRemoteConfig({
  name: 'remote_auth',
  title: 'Accounts (standalone)',
  exposes: {
    './SignInPage': './src/screens/sign-in-page.tsx',
    './SignUpPage': './src/screens/sign-up-page.tsx',
    './AuthModal': './src/screens/auth-modal.tsx',
  },
});

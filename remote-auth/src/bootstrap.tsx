import { renderStandalone } from '@travel/shared/standalone';
import SignInPage from './screens/sign-in-page';
import SignUpPage from './screens/sign-up-page';

renderStandalone('Accounts', [
  { path: '/html/signIn', label: 'Sign in', Screen: SignInPage },
  { path: '/html/signUp', label: 'Sign up', Screen: SignUpPage },
]);

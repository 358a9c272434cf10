/** Where a case starts: the sign-up page, or one tab of the sign-in page. */
export type AuthScreen = 'sign-up' | 'sign-in Mobile' | 'sign-in E-mail' | 'sign-in OTP';

export type ValidationCase = {
  screen: AuthScreen;
  /** Field label -> text typed; 'OTP' is typed into the code boxes. */
  typed: Record<string, string>;
  press: 'Sign up' | 'Sign in' | 'Send OTP';
  /** The field whose message it is: a label, or 'OTP' for the group of code boxes. */
  field: string;
  message: string;
};

const longText = 'a'.repeat(65);

/** Every message of docs/product.md "Validation messages", the field it belongs under, and how to provoke it. */
export const validationCases: ValidationCase[] = [
  {
    screen: 'sign-up',
    typed: {},
    press: 'Sign up',
    field: 'Name',
    message: 'Please input your Name!',
  },
  {
    screen: 'sign-up',
    typed: { Name: longText },
    press: 'Sign up',
    field: 'Name',
    message: 'Please input at most 64 characters',
  },
  {
    screen: 'sign-up',
    typed: {},
    press: 'Sign up',
    field: 'E-mail',
    message: 'Please input the correct email address!',
  },
  {
    screen: 'sign-up',
    typed: { 'E-mail': 'aarav@' },
    press: 'Sign up',
    field: 'E-mail',
    message: 'Please input the correct email address!',
  },
  {
    screen: 'sign-up',
    typed: {},
    press: 'Sign up',
    field: 'Mobile',
    message: 'Please input your mobile NO.!',
  },
  {
    screen: 'sign-up',
    typed: { Mobile: '+919876543210' },
    press: 'Sign up',
    field: 'Mobile',
    message: 'Please enter the correct mobile number',
  },
  {
    screen: 'sign-up',
    typed: { Mobile: '5876543210' },
    press: 'Sign up',
    field: 'Mobile',
    message: 'Please enter the correct mobile number',
  },
  {
    screen: 'sign-up',
    typed: {},
    press: 'Sign up',
    field: 'OTP',
    message: 'Please enter the correct OTP! (six-digit number)',
  },
  {
    screen: 'sign-up',
    typed: { OTP: '123' },
    press: 'Sign up',
    field: 'OTP',
    message: 'Please enter the correct OTP! (six-digit number)',
  },
  {
    screen: 'sign-up',
    typed: {},
    press: 'Sign up',
    field: 'Password',
    message: 'Please input the password!',
  },
  {
    screen: 'sign-up',
    typed: { Password: 'Goa#2' },
    press: 'Sign up',
    field: 'Password',
    message: 'Please input 6 characters',
  },
  {
    screen: 'sign-up',
    typed: {},
    press: 'Sign up',
    field: 'Confirm password',
    message: 'Please input the password!',
  },
  {
    screen: 'sign-up',
    typed: { 'Confirm password': 'Goa#2026' },
    press: 'Sign up',
    field: 'Confirm password',
    message: 'Please input 6 characters',
  },
  {
    screen: 'sign-up',
    typed: { Password: 'Goa#26', 'Confirm password': 'Goa#27' },
    press: 'Sign up',
    field: 'Confirm password',
    message: 'The two passwords are inconsistent!',
  },
  {
    screen: 'sign-up',
    typed: {},
    press: 'Send OTP',
    field: 'Mobile',
    message: 'Please input mobile number',
  },
  {
    screen: 'sign-up',
    typed: { Mobile: '98765' },
    press: 'Send OTP',
    field: 'Mobile',
    message: 'Please enter the correct mobile number',
  },
  {
    screen: 'sign-in Mobile',
    typed: {},
    press: 'Sign in',
    field: 'Mobile',
    message: 'Please input your mobile NO.!',
  },
  {
    screen: 'sign-in Mobile',
    typed: { Mobile: '98765 43210' },
    press: 'Sign in',
    field: 'Mobile',
    message: 'Please enter the correct mobile number',
  },
  {
    screen: 'sign-in Mobile',
    typed: {},
    press: 'Sign in',
    field: 'Password',
    message: 'Please input the password!',
  },
  {
    screen: 'sign-in Mobile',
    typed: { Password: longText },
    press: 'Sign in',
    field: 'Password',
    message: 'Please input at most 64 characters',
  },
  {
    screen: 'sign-in E-mail',
    typed: { 'E-mail': 'aarav.example.in' },
    press: 'Sign in',
    field: 'E-mail',
    message: 'Please input the correct email address!',
  },
  {
    screen: 'sign-in E-mail',
    typed: {},
    press: 'Sign in',
    field: 'Password',
    message: 'Please input the password!',
  },
  {
    screen: 'sign-in OTP',
    typed: {},
    press: 'Sign in',
    field: 'Mobile',
    message: 'Please input your mobile NO.!',
  },
  {
    screen: 'sign-in OTP',
    typed: { OTP: '12345' },
    press: 'Sign in',
    field: 'OTP',
    message: 'OTP must be a 6-digit number',
  },
  {
    screen: 'sign-in OTP',
    typed: {},
    press: 'Send OTP',
    field: 'Mobile',
    message: 'Please input mobile number',
  },
];

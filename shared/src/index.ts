// The contract's values are not here: '@travel/shared' is one shared module that every page
// loads whole, while '@travel/shared/contracts/plain' is built into each app with only what it
// uses (docs/decisions/0017-smaller-shared-modules.md). Its types are here too.
export type * from './contracts/plain';
export type * from './contracts/schemas';

export { apiPost, getApiClient, setSessionExpiredHandler } from './api/client';
export type { ApiPostOptions } from './api/client';
export { ApiError } from './api/api-error';
export type { ApiErrorKind, TransportErrorKind } from './api/api-error';
export {
  GENERIC_FAILURE_MESSAGE,
  apiErrorMessage,
  isCanceledCall,
  isRefusal,
  isTransientError,
} from './api/error-message';

export { travelStore } from './state/store';
export {
  getSession,
  inFlightRequestsAtom,
  keepMemberCookie,
  MemberHintContext,
  otpEnabledAtom,
  sessionAtom,
  useHydrated,
  setOtpEnabled,
  setSession,
  useInFlightRequests,
  useMember,
  useOtpEnabled,
  useSession,
  useSetSession,
} from './state/session';
export { TravelProviders } from './state/providers';
export { requestSignIn, signInRequestAtom, useSignInRequest } from './state/sign-in-request';

export { configureAnalytics, trackEvent, trackPageView } from './analytics';
export type { AnalyticsEvent } from './analytics';

export { theme, media } from './ui/theme';
export type { TravelTheme } from './ui/theme';
export { GlobalStyle } from './ui/global-style';
export { Button } from './ui/button';
export { chooseLanguage, LanguageSwitch } from './ui/language-switch';
export { contractMessagesReady, useContractText, withOrderMessages } from './locales';
export type { ButtonProps, ButtonSize, ButtonVariant } from './ui/button';
export { ButtonLink } from './ui/button-link';
export { GoForm, QueryFields } from './ui/go-form';
export { Select } from './ui/select';
export { TextInput } from './ui/text-input';
export type { TextInputProps } from './ui/text-input';
export { FormField } from './ui/form-field';
export type { FormFieldProps } from './ui/form-field';
export { Card, CardHead } from './ui/card';
export { ErrorBoundary } from './ui/error-boundary';
export type { ErrorBoundaryProps } from './ui/error-boundary';
export { StatePanel } from './ui/state-panel';
export { OrderStatusBadge, RefundStatusBadge } from './ui/status-badge';
export type { StatePanelProps } from './ui/state-panel';
export { Modal } from './ui/modal';
export type { ModalProps } from './ui/modal';
export { ToastProvider, useToast } from './ui/toast';
export type { ToastApi } from './ui/toast';
export { FullPageLoader } from './ui/full-page-loader';
export { LoadingOverlay } from './ui/loading-overlay';
export { PageContainer, PageTitle } from './ui/page-layout';
export { Spinner } from './ui/spinner';
export { BrandLogo } from './ui/brand-logo';
export { OtpInput } from './ui/otp-input';
export type { OtpInputHandle, OtpInputProps } from './ui/otp-input';
export { useCountdown } from './ui/use-countdown';
export type { Countdown } from './ui/use-countdown';

export { sha256Hex } from './crypto';
export { VisuallyHidden } from './ui/visually-hidden';

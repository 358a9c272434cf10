import { Button, apiErrorMessage, isCanceledCall, useCountdown, useToast } from '@travel/shared';
import { useT } from '@travel/shared/i18n';
import { OTP_RESEND_SECONDS, SEND_OTP_EMPTY_MOBILE_MESSAGE } from '@travel/shared/contracts/plain';
import type { SendOtpRequest } from '@travel/shared';
import { sendOtpRequestSchema } from '@travel/shared/contracts/schemas';
import styled from 'styled-components';
import { useSendOtp } from '../api/send-otp';

const FixedWidthButton = styled(Button)`
  min-width: 116px;
  min-height: 40px;
  padding: 0 12px;
  white-space: nowrap;
`;

export type SendOtpButtonProps = {
  smsBizType: SendOtpRequest['smsBizType'];
  /** The mobile number as typed. */
  readMobile: () => string;
  /** Shows why the number cannot receive a code, under the mobile field. */
  onMobileError: (message: string) => void;
  onSent: () => void;
};

/** Sends a one-time code, then cannot be pressed again for 60 seconds. */
export function SendOtpButton({
  smsBizType,
  readMobile,
  onMobileError,
  onSent,
}: SendOtpButtonProps) {
  const t = useT();
  const countdown = useCountdown(OTP_RESEND_SECONDS);
  const toast = useToast();
  const { mutateAsync: sendOtp, isPending: sending } = useSendOtp();

  async function send() {
    const mobile = sendOtpRequestSchema.shape.mobile.safeParse(readMobile());
    if (!mobile.success) {
      onMobileError(mobile.error.issues[0]?.message ?? SEND_OTP_EMPTY_MOBILE_MESSAGE);
      return;
    }
    try {
      await sendOtp({ mobile: mobile.data, smsBizType });
    } catch (error) {
      if (!isCanceledCall(error)) toast.error(apiErrorMessage(error));
      return;
    }
    toast.success(t('auth.toast.otpSent'));
    countdown.start();
    onSent();
  }

  return (
    <FixedWidthButton
      variant="secondary"
      size="sm"
      loading={sending}
      disabled={countdown.running}
      onClick={() => void send()}
    >
      {countdown.running
        ? t('auth.otp.resendIn', { seconds: countdown.secondsLeft })
        : t('auth.otp.send')}
    </FixedWidthButton>
  );
}

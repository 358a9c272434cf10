import { Button, useToast } from '@travel/shared';
import type { ButtonProps } from '@travel/shared';
import { useT } from '@travel/shared/i18n';

/** Copies a coupon code; says so in a toast, or asks to copy by hand where the browser refuses. */
export function CopyButton({ text, ...rest }: { text: string } & Omit<ButtonProps, 'onClick'>) {
  const toast = useToast();
  const t = useT();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('coupons.copyCode.copied'));
    } catch {
      toast.info(t('coupons.copyCode.byHand', { code: text }));
    }
  };
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={t('coupons.copyCode.label')}
      onClick={() => void copy()}
      {...rest}
    >
      {t('coupons.copyCode.button')}
    </Button>
  );
}

import { Button, useToast } from '@travel/shared';
import type { ButtonProps } from '@travel/shared';

/** Copies a coupon code; says so in a toast, or asks to copy by hand where the browser refuses. */
export function CopyButton({
  text,
  what,
  ...rest
}: { text: string; what: string } & Omit<ButtonProps, 'onClick'>) {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(`${what} copied`);
    } catch {
      toast.info(`Please copy the ${what.toLowerCase()} by hand: ${text}`);
    }
  };
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={`Copy ${what.toLowerCase()}`}
      onClick={() => void copy()}
      {...rest}
    >
      Copy
    </Button>
  );
}

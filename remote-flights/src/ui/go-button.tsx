import { Button, GoForm, type ButtonProps } from '@travel/shared';

/** The site's button, going to `href` (GoForm). */
export function GoButton({
  href,
  onGo,
  children,
  ...button
}: { href: string; onGo: () => void } & Omit<ButtonProps, 'type' | 'onClick'>) {
  return (
    <GoForm href={href} onGo={onGo}>
      <Button {...button} type="submit">
        {children}
      </Button>
    </GoForm>
  );
}

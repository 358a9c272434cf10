import type { ReactNode } from 'react';
import styled from 'styled-components';

// The secondary button's look, on a link.
const Link = styled.a<{ $size: 'sm' | 'md' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ $size }) => ($size === 'sm' ? '32px' : '40px')};
  padding: 0 ${({ theme, $size }) => ($size === 'sm' ? theme.space.sm : theme.space.md)};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme, $size }) => theme.fontSizes[$size]};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

/**
 * What opens a phone's sheet once the page's scripts run. Before they have, it is a link to the
 * part of the painted page the sheet holds (`target`, shown on a phone while it is the URL's
 * fragment, by its `:target` style), so a tap on a server-painted page is never lost.
 */
export function SheetLink({
  target,
  onOpen,
  size = 'md',
  children,
}: {
  target: string;
  onOpen: () => void;
  size?: 'sm' | 'md';
  children: ReactNode;
}) {
  return (
    <Link
      $size={size}
      href={`#${target}`}
      aria-haspopup="dialog"
      onClick={(event) => {
        event.preventDefault();
        onOpen();
      }}
    >
      {children}
    </Link>
  );
}

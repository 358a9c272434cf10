import { Button } from '@travel/shared';
import { useT } from '@travel/shared/i18n';
import styled from 'styled-components';

const Nav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Previous or Next as a link, looking like the secondary button it stands for. */
const PageLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Previous / Next with "Page 2 of 5"; hidden when everything fits on one page. */
export function Pagination({
  label,
  page,
  pages,
  onPage,
  hrefOf,
}: {
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /**
   * The URL of a page of the list, where the page is in the URL: Previous and Next are then
   * links, which a tap before the scripts have run follows to the server's page.
   */
  hrefOf?: (page: number) => string;
}) {
  const t = useT();
  if (pages <= 1 && page <= 1) return null;
  const step = (to: number, text: string, disabled: boolean) =>
    hrefOf && !disabled ? (
      <PageLink
        href={hrefOf(to)}
        onClick={(event) => {
          // A new tab or window for the page stays the browser's.
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          onPage(to);
        }}
      >
        {text}
      </PageLink>
    ) : (
      <Button variant="secondary" disabled={disabled} onClick={() => onPage(to)}>
        {text}
      </Button>
    );
  return (
    <Nav aria-label={label}>
      {step(page - 1, t('kit.pagination.previous'), page <= 1)}
      <span aria-current="page">{t('kit.pagination.page', { page, pages })}</span>
      {step(page + 1, t('kit.pagination.next'), page >= pages)}
    </Nav>
  );
}

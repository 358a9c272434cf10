import styled from 'styled-components';

const NoticeBox = styled.p<{ $error: boolean }>`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.success)};
  background: ${({ theme, $error }) => ($error ? theme.colors.dangerSoft : theme.colors.successSoft)};
`;

/** What the last action did (or why it did nothing), announced to screen readers. */
export function Notice({ text, error = false }: { text: string | null; error?: boolean }) {
  if (!text) return null;
  return (
    <NoticeBox role={error ? 'alert' : 'status'} $error={error}>
      {text}
    </NoticeBox>
  );
}

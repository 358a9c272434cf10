import { media } from '@travel/shared';
import styled from 'styled-components';

export const PageHead = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** A table of records; on a phone each row is a card and each cell shows its column's name. */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th,
  td {
    padding: ${({ theme }) => theme.space.sm};
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  th {
    background: ${({ theme }) => theme.colors.primarySoft};
    font-weight: 600;
  }

  td.actions {
    white-space: nowrap;
  }

  ${media.mobile} {
    border: 0;
    background: transparent;

    thead {
      display: none;
    }

    tr {
      display: block;
      margin-bottom: ${({ theme }) => theme.space.sm};
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radii.md};
      background: ${({ theme }) => theme.colors.surface};
    }

    /* The column's name on the left; the cell's own content flows as it does in the table. */
    td {
      display: block;
      position: relative;
      min-height: 2em;
      padding-left: 40%;
      border-bottom: 0;
      overflow-wrap: anywhere;
    }

    td::before {
      content: attr(data-label);
      position: absolute;
      left: ${({ theme }) => theme.space.sm};
      width: calc(40% - ${({ theme }) => theme.space.md});
      font-weight: 600;
      color: ${({ theme }) => theme.colors.textMuted};
    }

    td.actions {
      white-space: normal;
    }
  }
`;

export const Tag = styled.span<{ $tone?: 'bad' | 'good' | 'plain' }>`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.round};
  font-size: 0.8rem;
  font-weight: 600;
  color: ${({ theme, $tone }) =>
    $tone === 'bad'
      ? theme.colors.danger
      : $tone === 'good'
        ? theme.colors.success
        : theme.colors.text};
  background: ${({ theme, $tone }) =>
    $tone === 'bad'
      ? theme.colors.dangerSoft
      : $tone === 'good'
        ? theme.colors.successSoft
        : theme.colors.background};
`;

export const TextArea = styled.textarea`
  width: 100%;
  min-height: 96px;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  resize: vertical;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

import styled from 'styled-components';

const Logo = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-weight: 800;
  font-size: 1.25rem;
  letter-spacing: -0.02em;
  color: ${({ theme }) => theme.colors.primary};

  em {
    font-style: normal;
    /* The darker orange keeps 3:1 contrast on white for this large bold text (WCAG AA). */
    color: ${({ theme }) => theme.colors.accentHover};
  }
`;

/** The HegTravel mark and name; wrap it in a link home where it leads somewhere. */
export function BrandLogo() {
  return (
    <Logo>
      <svg width="28" height="28" viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="currentColor" />
        <path
          fill="#ff9933"
          d="M52 30.5 36 26 26 10h-5l5 16-11 2-5-5H6l4 9-4 9h4l5-5 11 2-5 16h5l10-16 16-4.5c2-.6 2-3.4 0-4z"
        />
      </svg>
      <span>
        Heg<em>Travel</em>
      </span>
    </Logo>
  );
}

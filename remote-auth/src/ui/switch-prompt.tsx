import styled from 'styled-components';

/** "New to HegTravel? Create an account" under a form. */
export const SwitchPrompt = styled.p`
  margin: ${({ theme }) => theme.space.lg} 0 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};

  a,
  button {
    padding: 0;
    border: 0;
    font: inherit;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
    background: none;
    text-decoration: underline;
    text-underline-offset: 2px;
    white-space: nowrap;
    cursor: pointer;
  }
`;

export const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

import styled from 'styled-components';
import { CopyButton } from '../../../ui/copy-button';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Code = styled.strong`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 2px dashed ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successSoft};
  font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
  font-size: 1.35rem;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.text};
  user-select: all;
`;

/** The coupon's own code, large enough to read out, with a copy button. */
export function CouponCodeBox({ code }: { code: string }) {
  return (
    <Box>
      <Code data-testid="coupon-code">{code}</Code>
      <CopyButton text={code} />
    </Box>
  );
}

import { sitePaths } from '@travel/shared/contracts/plain';
import { BrandLogo } from '@travel/shared';
import { Link } from '@travel/shared/router';
import styled from 'styled-components';

const BrandLink = styled(Link)`
  display: inline-flex;
  text-decoration: none;
`;

export function Brand() {
  return (
    <BrandLink to={sitePaths.home} aria-label="HegTravel home">
      <BrandLogo />
    </BrandLink>
  );
}

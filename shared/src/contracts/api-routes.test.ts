import { describe, expect, it } from 'vitest';
import { API_PATHS, isContractPath } from './api-routes';
import { API_CONTRACT } from './schemas/api-routes';

describe('API_PATHS', () => {
  it('lists the paths of API_CONTRACT in its order', () => {
    expect(API_PATHS).toEqual(Object.keys(API_CONTRACT));
  });

  it('tells a contract path from any other string', () => {
    expect(isContractPath('/travel/api/user/login')).toBe(true);
    expect(isContractPath('/travel/api/flights/order/eTicket/pdf')).toBe(false);
    expect(isContractPath('toString')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { safeRedirectPath, withRedirect } from './redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/html/orderList', '/html/orderList'],
    ['/html/flights-orderList?page=2', '/html/flights-orderList?page=2'],
    ['/coupon#tiers', '/coupon#tiers'],
  ])('keeps the path on this site %s', (redirect, expected) => {
    expect(safeRedirectPath(redirect)).toBe(expected);
  });

  it.each([
    null,
    '',
    'html/orderList',
    '//evil.example/html/orderList',
    '/\\evil.example',
    '/\t/evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/html/signIn',
    '/html/signUp?redirect=%2Fcoupon',
  ])('refuses %s', (redirect) => {
    expect(safeRedirectPath(redirect)).toBeNull();
  });
});

describe('withRedirect', () => {
  it('carries the redirect to the other page, encoded', () => {
    expect(withRedirect('/html/signUp', '/html/orderList?page=2')).toBe(
      '/html/signUp?redirect=%2Fhtml%2ForderList%3Fpage%3D2',
    );
    expect(withRedirect('/html/signUp', null)).toBe('/html/signUp');
  });
});

import { describe, expect, it } from 'vitest';
import { chooseLocale, localeOfAcceptLanguage } from './locales';

describe('the page language', () => {
  it('follows the browser: the first of its languages the site speaks', () => {
    expect(localeOfAcceptLanguage('hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('hi-IN');
    expect(localeOfAcceptLanguage('hi')).toBe('hi-IN');
    expect(localeOfAcceptLanguage('en-GB,en;q=0.9,hi;q=0.8')).toBe('en-IN');
    expect(localeOfAcceptLanguage('mr-IN,mr;q=0.9,hi;q=0.8,en;q=0.7')).toBe('hi-IN');
    expect(localeOfAcceptLanguage('en;q=0.5,hi;q=0.6')).toBe('hi-IN');
  });

  it('is English for a browser that names none of ours, names nothing, or sends junk', () => {
    expect(localeOfAcceptLanguage('ta-IN,ta;q=0.9')).toBe('en-IN');
    expect(localeOfAcceptLanguage(undefined)).toBe('en-IN');
    expect(localeOfAcceptLanguage('')).toBe('en-IN');
    expect(localeOfAcceptLanguage(';;;,,,q=zz')).toBe('en-IN');
    expect(localeOfAcceptLanguage('hi;q=0')).toBe('en-IN');
  });

  it('takes the visitor’s choice over the browser, and ignores a language the site does not have', () => {
    expect(chooseLocale('en-IN', 'hi-IN,hi')).toBe('en-IN');
    expect(chooseLocale('hi-IN', 'en-US')).toBe('hi-IN');
    expect(chooseLocale('fr-FR', 'hi')).toBe('hi-IN');
    expect(chooseLocale('fr-FR', 'de')).toBe('en-IN');
  });
});

import { describe, expect, it } from 'vitest';
import { parseRemotesDocument } from './remote-registry';

const release = (dir: string) => ({
  version: '1.4.0',
  entry: `/remotes/${dir}/1.4.0/mf-manifest.json`,
});

describe('parseRemotesDocument', () => {
  it('accepts a document naming a release of every remote', () => {
    const document = {
      remotes: {
        remote_auth: release('remote-auth'),
        remote_coupons: release('remote-coupons'),
        remote_flights: release('remote-flights'),
        remote_content: release('remote-content'),
      },
    };
    expect(parseRemotesDocument(document)).toEqual(document);
  });

  it('accepts a document without a remote that has no live release yet', () => {
    const document = { remotes: { remote_auth: release('remote-auth') } };
    expect(parseRemotesDocument(document).remotes.remote_flights).toBeUndefined();
  });

  it('accepts a release that names its last known good version', () => {
    const document = {
      remotes: {
        remote_coupons: { ...release('remote-coupons'), lastKnownGood: release('remote-coupons') },
      },
    };
    expect(parseRemotesDocument(document)).toEqual(document);
  });

  it('refuses a release without a manifest URL, or a document naming no remotes', () => {
    expect(() =>
      parseRemotesDocument({ remotes: { remote_auth: { version: '1.4.0', entry: '' } } }),
    ).toThrow('no usable release of remote_auth');
    expect(() => parseRemotesDocument({})).toThrow('names no remotes');
    expect(() => parseRemotesDocument(null)).toThrow('names no remotes');
  });
});

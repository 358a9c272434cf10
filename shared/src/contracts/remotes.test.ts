import { describe, expect, it } from 'vitest';
import { EXPOSED_SCREENS, REMOTE_NAMES, remotesDocumentSchema } from './remotes';

const release = (name: string) => ({
  version: '1.4.0',
  entry: `/remotes/${name}/1.4.0/mf-manifest.json`,
});

describe('remotesDocumentSchema', () => {
  it('accepts a document naming a release of every remote', () => {
    const document = {
      remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, release(name)])),
    };
    expect(remotesDocumentSchema.parse(document)).toEqual(document);
  });

  it('accepts a document without a remote that has no live release yet', () => {
    const others = Object.fromEntries(
      REMOTE_NAMES.filter((name) => name !== 'remote_flights').map((name) => [name, release(name)]),
    );
    expect(remotesDocumentSchema.parse({ remotes: others }).remotes.remote_flights).toBeUndefined();
  });

  it('rejects a remote name that is not one of ours', () => {
    const remotes = { remote_hotels: release('remote-hotels') };
    expect(remotesDocumentSchema.safeParse({ remotes }).success).toBe(false);
  });

  it('rejects a release without a manifest URL', () => {
    const remotes = Object.fromEntries(REMOTE_NAMES.map((name) => [name, release(name)]));
    remotes.remote_auth = { version: '1.4.0', entry: '' };
    expect(remotesDocumentSchema.safeParse({ remotes }).success).toBe(false);
  });
});

describe('EXPOSED_SCREENS', () => {
  it('maps every screen to the remote named in its id', () => {
    for (const [screen, remote] of Object.entries(EXPOSED_SCREENS)) {
      expect(screen.startsWith(`${remote}/`)).toBe(true);
    }
    expect(new Set(Object.values(EXPOSED_SCREENS))).toEqual(new Set(REMOTE_NAMES));
  });
});

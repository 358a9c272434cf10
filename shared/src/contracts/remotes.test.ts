import { describe, expect, it } from 'vitest';
import { EXPOSED_SCREENS, REMOTE_NAMES } from './remotes';

describe('EXPOSED_SCREENS', () => {
  it('maps every screen to the remote named in its id', () => {
    for (const [screen, remote] of Object.entries(EXPOSED_SCREENS)) {
      expect(screen.startsWith(`${remote}/`)).toBe(true);
    }
    expect(new Set(Object.values(EXPOSED_SCREENS))).toEqual(new Set(REMOTE_NAMES));
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../state/session';
import { chooseLanguage } from './language-switch';

const apiPost = vi.hoisted(() => vi.fn());
vi.mock('../api/client', () => ({ apiPost }));

describe('chooseLanguage', () => {
  let reload: ReturnType<typeof vi.fn<() => void>>;

  beforeEach(() => {
    vi.useFakeTimers();
    reload = vi.fn<() => void>();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      protocol: 'http:',
      reload,
    });
    apiPost.mockReset();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    setSession(null);
  });

  it('sets the cookie and reloads at once for a signed-out visitor, calling nothing', () => {
    chooseLanguage('hi-IN');
    expect(document.cookie).toContain('travel_lang=hi-IN');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(apiPost).not.toHaveBeenCalled();
  });

  it('stores a signed-in traveller’s choice with the account, then reloads', async () => {
    setSession({
      nickname: 'Asha',
      email: 'a@example.in',
      mobileNo: '9876543210',
      uid: 'u',
      token: 't',
    });
    apiPost.mockResolvedValue(null);
    chooseLanguage('en-IN');
    expect(apiPost).toHaveBeenCalledWith('/travel/api/user/language', { language: 'en-IN' });
    expect(reload).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('reloads all the same when the call fails or hangs', async () => {
    setSession({
      nickname: 'Asha',
      email: 'a@example.in',
      mobileNo: '9876543210',
      uid: 'u',
      token: 't',
    });
    apiPost.mockRejectedValue(new Error('offline'));
    chooseLanguage('hi-IN');
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));

    reload.mockClear();
    apiPost.mockReturnValue(new Promise(() => {}));
    chooseLanguage('hi-IN');
    await vi.advanceTimersByTimeAsync(1999);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

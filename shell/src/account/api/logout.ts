import { apiPost } from '@travel/shared';

/** Ends the session on the server. */
export async function logout(uid: string): Promise<void> {
  await apiPost('/travel/api/user/loginOut', { uid });
}

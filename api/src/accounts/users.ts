import { COUNTRY_CODE, type Locale } from '@travel/shared/contracts';
import type { Queryable } from '../db/database';

export interface UserRow {
  id: number;
  uid: string;
  nickname: string;
  email: string;
  mobile_no: string;
  password_hash: string;
}

const columns = 'id, uid, nickname, email, mobile_no, password_hash';

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(`select ${columns} from app_user where email = $1`, [
    email.toLowerCase(),
  ]);
  return row;
}

export async function findUserByMobile(
  db: Queryable,
  mobileNo: string,
): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(
    `select ${columns} from app_user where mobile_area_code = $1 and mobile_no = $2`,
    [COUNTRY_CODE, mobileNo],
  );
  return row;
}

/** The language the account's e-mails, SMS and documents are written in from now on. */
export async function keepUserLocale(db: Queryable, userId: number, locale: Locale): Promise<void> {
  await db.query('update app_user set locale = $2 where id = $1 and locale <> $2', [
    userId,
    locale,
  ]);
}

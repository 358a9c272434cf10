import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffRole } from '@travel/shared/contracts';
import { opsGet } from './http';

export interface SignedInStaff {
  name: string;
  email: string;
  roles: StaffRole[];
}

export const ME_KEY = ['ops', 'me'] as const;

/** Who is signed in to the console in this browser; undefined while asked, null: nobody. */
export function useStaff(): { staff: SignedInStaff | null | undefined; error: Error | null } {
  const query = useQuery({
    queryKey: ME_KEY,
    queryFn: async () => {
      try {
        return await opsGet<SignedInStaff>('/staff/me');
      } catch (error) {
        if (error instanceof Error && 'status' in error && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: 60_000,
    retry: false,
  });
  return { staff: query.data, error: query.error };
}

/** After sign-in or sign-out: the console's data belongs to the staff member who asked for it. */
export function useSetStaff(): (staff: SignedInStaff | null) => void {
  const client = useQueryClient();
  return (staff) => {
    client.removeQueries({ predicate: (query) => query.queryKey[0] === 'ops-data' });
    client.setQueryData(ME_KEY, staff);
  };
}

export const mayUse = (staff: SignedInStaff, roles: readonly StaffRole[] | 'any'): boolean =>
  roles === 'any' || staff.roles.some((role) => roles.includes(role));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/v1/admin/admins (admin, bearer): the accounts that hold the `admin` claim. */
export const getAdmins = () => api.read('admins', {}, undefined, { auth: true });

export const adminsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.admins(), queryFn: getAdmins });

export const useAdmins = () => useQuery(adminsQueryOptions());

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@boi/domain/shared/constants';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export type AuditFilter = { operation?: string; uid?: string };

/** GET /api/v1/audit (admin, bearer): the admins' changes, newest first, one page and the total. */
export const getAudit = (filter: AuditFilter, page: number, signal?: AbortSignal) =>
  api.read('audit', {}, { ...filter, page, size: PAGE_SIZE }, { auth: true, signal });

export const auditQueryOptions = (filter: AuditFilter, page: number) =>
  queryOptions({
    queryKey: adminKeys.audit(filter, page),
    queryFn: ({ signal }) => getAudit(filter, page, signal),
    placeholderData: keepPreviousData,
  });

export const useAudit = (filter: AuditFilter, page: number) =>
  useQuery(auditQueryOptions(filter, page));

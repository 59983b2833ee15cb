import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@boi/domain/shared/constants';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/**
 * GET /api/v1/review?page&size=10 with no `product` (admin): every review, Pending and Approved,
 * newest first, each with its book's name, one page and the total.
 */
export const getAdminReviews = (page: number) =>
  api.read('allReviews', {}, { page, size: PAGE_SIZE }, { auth: true });

export const adminReviewsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminKeys.reviews(page),
    queryFn: () => getAdminReviews(page),
    placeholderData: keepPreviousData,
  });

export const useAdminReviews = (page: number) => useQuery(adminReviewsQueryOptions(page));

import { Button, Center, Pagination, Stack, Text, useMatches } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pageCount } from '@boi/domain/shared/pagination';
import { usePageIndex } from '../hooks/use-page-index';

/** Mantine pagination bound to `?page=N` (the query stays); hidden when one page holds all. */
export function UrlPagination({ total }: { total: number }) {
  const [pageIndex, setPageIndex] = usePageIndex();
  const { t } = useTranslation();
  const size = useMatches({ base: 'sm', sm: 'md' });
  const pages = pageCount(total);
  if (pages <= 1) return null;
  return (
    <Center component="nav" aria-label={t('common.pagination.label')} pt="md">
      <Pagination
        total={pages}
        value={pageIndex + 1}
        onChange={(page) => setPageIndex(page - 1)}
        color="teal"
        size={size}
        gap={6}
        getItemProps={(page) => ({ 'aria-label': t('common.pagination.page', { page }) })}
        getControlProps={(control) => ({ 'aria-label': t(`common.pagination.${control}`) })}
      />
    </Center>
  );
}

/** Shown when `?page=N` points past the last page (e.g. an old link): a way back to page 1. */
export function PastLastPage() {
  const [, setPageIndex] = usePageIndex();
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="sm" py="xl">
      <Text c="dimmed">{t('common.pagination.empty')}</Text>
      <Button variant="light" color="teal" onClick={() => setPageIndex(0)}>
        {t('common.pagination.backToFirst')}
      </Button>
    </Stack>
  );
}

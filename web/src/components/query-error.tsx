import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../lib/api-client';
import { ROUTES } from '@boi/domain/paths/routes';

export const isNotFound = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 404;

/** A full-width notice shown where a page's data could not be loaded. */
type NotFoundNoticeProps = { title?: string; message?: string };

export function NotFoundNotice({ title, message }: NotFoundNoticeProps) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="sm" py={48} ta="center" role="alert">
      <Text fz={56} fw={700} c="teal.7" lh={1}>
        404
      </Text>
      <Title order={2}>{title ?? t('pages.notFound.title')}</Title>
      <Text c="dimmed">{message ?? t('pages.notFound.message')}</Text>
      <Button component={Link} to={ROUTES.home} variant="light" color="teal">
        {t('pages.notFound.backHome')}
      </Button>
    </Stack>
  );
}

type QueryErrorProps = {
  error: unknown;
  /** Heading of the 404 notice, e.g. 'Book not found' (default 'No Route Found'). */
  notFoundTitle?: string;
};

export function QueryError({ error, notFoundTitle }: QueryErrorProps) {
  const { t } = useTranslation();
  if (isNotFound(error)) {
    return (
      <NotFoundNotice
        title={notFoundTitle}
        message={error instanceof Error ? error.message : undefined}
      />
    );
  }
  const message = error instanceof Error ? error.message : t('pages.loadError.unknown');
  return (
    <Alert color="red" variant="light" title={t('pages.loadError.title')} my="lg" role="alert">
      {t('pages.loadError.message', { message })}
    </Alert>
  );
}

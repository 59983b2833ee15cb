import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { BookIcon } from '../../components/icons';
import { PageTitle } from '../../components/page-title';
import { ROUTES } from '@boi/domain/paths/routes';

/** Route `handle` of placeholder pages. */
export type ComingSoonHandle = { topic: string; note?: string };

/** Placeholder pages of spec §2 (the 'Comming Soon' text is the product's own spelling). */
export function Component() {
  const { t } = useTranslation();
  const handle = useMatches().at(-1)?.handle as ComingSoonHandle | undefined;
  const topic = handle?.topic ?? 'Boi';
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }} maw={640} mx="auto" my="xl">
      <PageTitle title={topic} />
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={72} radius="xl" variant="light">
          <BookIcon size={36} />
        </ThemeIcon>
        <Text c="teal.7" fw={600}>
          {topic}
        </Text>
        <Title order={1}>{t('pages.comingSoon.title')}</Title>
        <Text c="dimmed" maw={440}>
          {handle?.note ?? t('pages.comingSoon.note')}
        </Text>
        <Button component={Link} to={ROUTES.home} variant="light" mt="sm">
          {t('pages.comingSoon.backHome')}
        </Button>
      </Stack>
    </Paper>
  );
}

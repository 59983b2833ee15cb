import type { ReactNode } from 'react';
import { Group, Stack, Title } from '@mantine/core';
import { usePageTitle } from '../../../components/page-title';

/** A dashboard screen: its heading (the spec's label), optional actions, then its content. */
export function AdminPage({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} size="h3">
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}

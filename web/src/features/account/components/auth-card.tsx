import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../../components/page-title';

type AuthCardProps = {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
};

/** The centred card shared by the sign-in, sign-up and password pages. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  usePageTitle(title);
  return (
    <Paper
      withBorder
      radius="lg"
      shadow="xs"
      p={{ base: 'lg', sm: 'xl' }}
      maw={460}
      mx="auto"
      my={{ base: 'md', sm: 'xl' }}
    >
      <Stack gap="lg">
        <Stack gap={4} ta="center">
          <Title order={1} size="h2">
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" size="sm">
              {subtitle}
            </Text>
          )}
        </Stack>
        {children}
        {footer && (
          <Text size="sm" ta="center" c="dimmed">
            {footer}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CartIcon } from '../../../components/icons';

type NoticeProps = {
  title: string;
  message?: ReactNode;
  action: { label: string; to: string; state?: unknown };
  icon?: ReactNode;
};

/** A centred card for empty and blocked states: 'Your Cart is Empty', 'Please Login'… */
export function Notice({ title, message, action, icon }: NoticeProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }} maw={560} mx="auto" my="xl">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={72} radius="xl" variant="light">
          {icon ?? <CartIcon size={36} />}
        </ThemeIcon>
        <Title order={1} size="h2">
          {title}
        </Title>
        {message && <Text c="dimmed">{message}</Text>}
        <Button component={Link} to={action.to} state={action.state} mt="sm" size="md" radius="xl">
          {action.label}
        </Button>
      </Stack>
    </Paper>
  );
}

import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { usePageTitle } from '../../../components/page-title';
import { useAccount } from '../../../hooks/use-account';
import { ROUTES } from '@boi/domain/paths/routes';

/** Admin screens need the `admin` claim; anyone else gets a clear page, and no admin data. */
export function Component() {
  const context = useAccount();
  if (context.isAdminClaim) return <Outlet context={context} />;
  return <NotAllowed />;
}

function NotAllowed() {
  usePageTitle('Not allowed');
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm" ta="center">
        <Title order={1} size="h3">
          অনুমতি নেই — Not allowed
        </Title>
        <Text c="dimmed">
          এই পাতাটি শুধু অ্যাডমিনদের জন্য। This page is for the shop's admins only.
        </Text>
        <Button component={Link} to={ROUTES.account} variant="light">
          আমার অ্যাকাউন্ট
        </Button>
      </Stack>
    </Paper>
  );
}

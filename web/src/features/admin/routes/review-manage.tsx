import { Text } from '@mantine/core';
import { AdminPage } from '../components/admin-page';

export function Component() {
  return (
    <AdminPage title="Review Manage">
      <Text c="dimmed">…</Text>
    </AdminPage>
  );
}

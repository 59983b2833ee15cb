import { Text } from '@mantine/core';
import { AdminPage } from '../components/admin-page';

export function Component() {
  return (
    <AdminPage title="Book Fair Year Update">
      <Text c="dimmed">…</Text>
    </AdminPage>
  );
}

import { Text } from '@mantine/core';
import { AdminPage } from '../components/admin-page';

export function Component() {
  return (
    <AdminPage title="গ্রাহকের অর্ডার ব্যবস্থাপনা">
      <Text c="dimmed">…</Text>
    </AdminPage>
  );
}

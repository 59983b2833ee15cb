import { AdminsManage } from '../components/admins/admins-manage';

export function Component() {
  return <AdminsManage />;
}

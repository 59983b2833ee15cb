import { ActivityLog } from '../components/activity/activity-log';

export function Component() {
  return <ActivityLog />;
}

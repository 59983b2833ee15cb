/** The demo sign-ins the seed creates in the Auth emulator (start scripts and e2e tests import these). */
export type DemoAccount = {
  uid: string;
  email: string;
  password: string;
  name: string;
  role: 'Admin' | 'Customer';
};

export const DEMO_ADMIN: DemoAccount = {
  uid: 'demo-admin',
  email: 'admin@boi.test',
  password: 'admin123',
  name: 'Boi Admin',
  role: 'Admin',
};

export const DEMO_READER: DemoAccount = {
  uid: 'demo-reader',
  email: 'reader@boi.test',
  password: 'reader123',
  name: 'Demo Reader',
  role: 'Customer',
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [DEMO_ADMIN, DEMO_READER];

import { Icon } from '../../../components/icons';
import type { ReactNode } from 'react';
import type { AccountIcon as IconName } from '../lib/account-links';

/** 24×24 outline paths in the style of components/icons.tsx. */
const PATHS: Record<IconName | 'logout', ReactNode> = {
  dashboard: (
    <>
      <rect x="3.5" y="3.5" width="7" height="7" rx="1.5" />
      <rect x="13.5" y="3.5" width="7" height="7" rx="1.5" />
      <rect x="3.5" y="13.5" width="7" height="7" rx="1.5" />
      <rect x="13.5" y="13.5" width="7" height="7" rx="1.5" />
    </>
  ),
  book: (
    <path d="M5 4.5A1.5 1.5 0 0 1 6.5 3H19v15H6.5A1.5 1.5 0 0 0 5 19.5v-15ZM5 19.5A1.5 1.5 0 0 0 6.5 21H19" />
  ),
  orders: (
    <>
      <path d="M6 3.5h12a1 1 0 0 1 1 1V21l-3-2-2 2-2-2-2 2-2-2-3 2V4.5a1 1 0 0 1 1-1Z" />
      <path d="M9 8h6M9 12h6" />
    </>
  ),
  star: (
    <path d="m12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9L12 3.5Z" />
  ),
  category: (
    <>
      <path d="M3.5 7.5 12 3.5l8.5 4-8.5 4-8.5-4Z" />
      <path d="m3.5 12 8.5 4 8.5-4M3.5 16.5l8.5 4 8.5-4" />
    </>
  ),
  pen: <path d="M15.5 4.5 19.5 8.5 8.5 19.5H4.5v-4l11-11ZM13 7l4 4" />,
  building: (
    <>
      <path d="M4 20.5V6l8-3 8 3v14.5M2.5 20.5h19" />
      <path d="M9 20.5v-5h6v5M8 9h.01M12 9h.01M16 9h.01M8 12.5h.01M12 12.5h.01M16 12.5h.01" />
    </>
  ),
  calendar: (
    <>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </>
  ),
  ticket: (
    <>
      <path d="M3.5 8V6.5a1 1 0 0 1 1-1h15a1 1 0 0 1 1 1V8a2.5 2.5 0 0 0 0 5v1.5V17a1 1 0 0 1-1 1h-15a1 1 0 0 1-1-1v-2a2.5 2.5 0 0 0 0-5V8Z" />
      <path d="m9.5 14.5 5-5M9.5 9.5h.01M14.5 14.5h.01" />
    </>
  ),
  image: (
    <>
      <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
      <circle cx="9" cy="10" r="1.6" />
      <path d="m20.5 16-5-5-9 8.5" />
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
  heart: (
    <path d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.3a4.3 4.3 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20Z" />
  ),
  support: (
    <>
      <path d="M4.5 13.5v-2a7.5 7.5 0 0 1 15 0v2" />
      <rect x="3" y="13" width="4" height="6" rx="1.5" />
      <rect x="17" y="13" width="4" height="6" rx="1.5" />
      <path d="M19 19a3 3 0 0 1-3 2.5h-2.5" />
    </>
  ),
  logout: (
    <>
      <path d="M14 4.5H6.5a1 1 0 0 0-1 1v13a1 1 0 0 0 1 1H14" />
      <path d="M10.5 12h10m-3.5-3.5L20.5 12 17 15.5" />
    </>
  ),
};

type AccountIconProps = { name: IconName | 'logout'; size?: number };

export function AccountIcon({ name, size = 20 }: AccountIconProps) {
  return <Icon size={size}>{PATHS[name]}</Icon>;
}

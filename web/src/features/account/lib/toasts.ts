import { notifications } from '@mantine/notifications';

/** Sign-in, sign-up and password failures: a warning toast at the top centre (spec §8). */
export function toastWarning(message: string, title?: string) {
  notifications.show({ color: 'yellow', title, message, position: 'top-center' });
}

export function toastSuccess(message: string, title?: string) {
  notifications.show({ color: 'teal', title, message, position: 'top-center' });
}

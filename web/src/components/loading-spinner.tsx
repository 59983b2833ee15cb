import { Center, Loader, VisuallyHidden } from '@mantine/core';

export function LoadingSpinner() {
  return (
    <Center role="status" py="xl" mih={160}>
      <Loader color="teal" />
      <VisuallyHidden>Loading...</VisuallyHidden>
    </Center>
  );
}

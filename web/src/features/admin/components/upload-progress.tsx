import { Progress, Stack, Text } from '@mantine/core';

/** The picture upload's progress bar, shown once an upload has started. */
export function UploadProgress({ progress }: { progress: number | null }) {
  if (progress === null) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        {progress < 100 ? `Uploading picture… ${progress}%` : 'Picture uploaded (100%)'}
      </Text>
      <Progress value={progress} size="lg" color="teal" aria-label="Upload progress" />
    </Stack>
  );
}

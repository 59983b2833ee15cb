import { useState } from 'react';
import { Button, FileInput, Progress, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { pictureProblem } from '@boi/domain/admin';
import { Panel } from '../../../../components/panel';
import { useCreateBanner } from '../../api/use-create-banner';
import { uploadPicture } from '../../lib/upload-picture';

const PICTURE_TYPES = 'image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp';

/**
 * The banner upload form (spec §2, §5): one picture, checked here with the spec's messages, sent
 * with a visible progress bar, then saved as a banner. A retry after a refused save does not
 * upload the same file again.
 */
export function BannerUploadForm() {
  const create = useCreateBanner();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploaded, setUploaded] = useState<{ file: File; upload: string } | null>(null);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setProgress(null);
    setProblem(chosen ? pictureProblem('banner', [chosen]) : null);
  };

  const submit = async () => {
    const error = pictureProblem('banner', file ? [file] : []);
    setProblem(error);
    if (error || !file) return;
    setBusy(true);
    try {
      let upload = uploaded?.file === file ? uploaded.upload : null;
      if (!upload) {
        setProgress(0);
        try {
          upload = (await uploadPicture('banner', file, setProgress)).upload;
          setUploaded({ file, upload });
        } catch (failure) {
          setProgress(null);
          notifications.show({
            color: 'red',
            title: 'Picture not uploaded',
            message: failure instanceof Error ? failure.message : 'Please try again.',
          });
          return;
        }
      }
      try {
        await create.mutateAsync({ image: upload });
        setFile(null);
        setUploaded(null);
        setProgress(null);
      } catch {
        // useAdminMutation's toast shows the server's message; the chosen file stays.
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel component="section" aria-labelledby="banner-add-title">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        noValidate
      >
        <Stack gap="sm" maw={560}>
          <Title order={2} size="h5" id="banner-add-title">
            Banner Add
          </Title>
          <FileInput
            label="Banner Picture"
            description="One png, jpeg, jpg or webp picture, up to 5 MB; wide (about 3:1) looks best"
            placeholder="Choose a picture"
            accept={PICTURE_TYPES}
            clearable
            value={file}
            onChange={choose}
            error={problem}
            disabled={busy}
          />
          {progress !== null && (
            <Stack gap={4}>
              <Text size="sm" c="dimmed">
                {progress < 100 ? `Uploading picture… ${progress}%` : 'Picture uploaded (100%)'}
              </Text>
              <Progress value={progress} size="lg" color="teal" aria-label="Upload progress" />
            </Stack>
          )}
          <Button
            type="submit"
            color="teal"
            loading={busy}
            w={{ base: '100%', xs: 'auto' }}
            style={{ alignSelf: 'flex-start' }}
          >
            Banner Upload
          </Button>
        </Stack>
      </form>
    </Panel>
  );
}

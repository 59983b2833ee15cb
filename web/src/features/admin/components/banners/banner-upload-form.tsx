import { useState } from 'react';
import { Button, FileInput, Stack, Title } from '@mantine/core';
import { pictureProblem } from '@boi/domain/admin/uploads';
import { Panel } from '../../../../components/panel';
import { useAdminWrite } from '../../api/use-admin-write';
import { usePictureUpload } from '../../hooks/use-picture-upload';
import { UploadProgress } from '../upload-progress';

const PICTURE_TYPES = 'image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp';

/**
 * The banner upload form (spec §2, §5): one picture, checked here with the spec's messages, sent
 * with a visible progress bar, then saved as a banner. A retry after a refused save does not
 * upload the same file again.
 */
export function BannerUploadForm() {
  const create = useAdminWrite('createBanner');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const picture = usePictureUpload('banner');
  const [busy, setBusy] = useState(false);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    picture.reset();
    setProblem(chosen ? pictureProblem('banner', [chosen]) : null);
  };

  const submit = async () => {
    const error = pictureProblem('banner', file ? [file] : []);
    setProblem(error);
    if (error || !file) return;
    setBusy(true);
    try {
      const upload = await picture.upload(file);
      if (!upload) return;
      try {
        await create.mutateAsync({ image: upload });
        setFile(null);
        picture.reset({ forget: true });
      } catch {
        // useAdminWrite's toast shows the server's message; the chosen file stays.
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
          <UploadProgress progress={picture.progress} />
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

import { useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';

/** A delete button that asks first; `onConfirm` runs the delete and settles the dialog. */
export function ConfirmDelete({
  what,
  onConfirm,
  disabled,
}: {
  what: string;
  onConfirm: () => Promise<unknown>;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      setOpen(false);
    } catch {
      // The mutation's own toast says what went wrong; the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        size="xs"
        color="red"
        variant="light"
        disabled={disabled}
        onClick={() => setOpen(true)}
        aria-label={`Delete ${what}`}
      >
        Delete
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Delete?" centered>
        <Text mb="md">Delete {what}? This cannot be undone.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button color="red" loading={busy} onClick={() => void confirm()}>
            Delete
          </Button>
        </Group>
      </Modal>
    </>
  );
}

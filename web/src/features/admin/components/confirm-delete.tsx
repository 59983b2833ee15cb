import { useState, type ReactNode } from 'react';
import { ActionIcon, Button, Group, Modal, Text, Tooltip } from '@mantine/core';

/**
 * A delete button that asks first; `onConfirm` runs the delete and settles the dialog.
 * With `icon` it is an icon button (named 'Delete {what}'); `disabledReason` explains a disabled
 * button in a tooltip and its title.
 */
export function ConfirmDelete({
  what,
  onConfirm,
  disabled,
  icon,
  disabledReason,
}: {
  what: string;
  onConfirm: () => Promise<unknown>;
  disabled?: boolean;
  icon?: ReactNode;
  disabledReason?: string;
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
  const reason = disabled ? disabledReason : undefined;
  const trigger = icon ? (
    <ActionIcon
      color="red"
      variant="light"
      size="lg"
      disabled={disabled}
      onClick={() => setOpen(true)}
      aria-label={`Delete ${what}`}
      title={reason}
    >
      {icon}
    </ActionIcon>
  ) : (
    <Button
      size="xs"
      color="red"
      variant="light"
      disabled={disabled}
      onClick={() => setOpen(true)}
      aria-label={`Delete ${what}`}
      title={reason}
    >
      Delete
    </Button>
  );
  return (
    <>
      {reason ? (
        // A disabled button gets no pointer events, so the tooltip listens on a wrapper.
        <Tooltip label={reason} multiline w={220} withArrow>
          <span style={{ display: 'inline-block' }}>{trigger}</span>
        </Tooltip>
      ) : (
        trigger
      )}
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

import { useState, type ReactNode } from 'react';
import { ActionIcon, Button, Group, Modal, Text, Tooltip } from '@mantine/core';

/**
 * A delete button that asks first; `onConfirm` runs the delete and settles the dialog.
 * With `icon` it is an icon button (named 'Delete {what}'); `disabledReason` explains a disabled
 * button in a tooltip and its title. `label` and `question` word another irreversible action
 * (revoking an admin) the same way.
 */
export function ConfirmDelete({
  what,
  onConfirm,
  disabled,
  icon,
  disabledReason,
  label = 'Delete',
  question = `Delete ${what}? This cannot be undone.`,
}: {
  what: string;
  onConfirm: () => Promise<unknown>;
  disabled?: boolean;
  icon?: ReactNode;
  disabledReason?: string;
  label?: string;
  question?: string;
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
      aria-label={`${label} ${what}`}
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
      aria-label={`${label} ${what}`}
      title={reason}
    >
      {label}
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
      <Modal opened={open} onClose={() => setOpen(false)} title={`${label}?`} centered>
        <Text mb="md">{question}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button color="red" loading={busy} onClick={() => void confirm()}>
            {label}
          </Button>
        </Group>
      </Modal>
    </>
  );
}

import { Stack, Switch, Text } from '@mantine/core';
import type { AdminReview } from '@boi/domain/admin/reviews';
import { useAdminWrite } from '../../api/use-admin-write';

/**
 * The Status column (spec §4): Pending → Approved through the switch, no way back, so once
 * approved the switch is checked and disabled. A refusal puts the switch back and `onFailed`
 * re-reads the table.
 */
export function ReviewStatusCell({
  review,
  onFailed,
}: {
  review: AdminReview;
  onFailed: () => void;
}) {
  const approve = useAdminWrite('approveReview');
  const approved = review.status === 'Approved';
  const shownApproved = approved || approve.isPending;
  return (
    <Stack gap={6} miw={110}>
      <Text size="sm" c={approved ? undefined : 'red'} fw={approved ? 400 : 700}>
        {review.status}
      </Text>
      <Switch
        size="sm"
        color="teal"
        label="Approve"
        aria-label={`Approve review by ${review.name}`}
        checked={shownApproved}
        disabled={shownApproved}
        onChange={(event) => {
          if (event.currentTarget.checked) {
            approve.mutate({ id: review._id, status: 'Approved' }, { onError: onFailed });
          }
        }}
      />
    </Stack>
  );
}

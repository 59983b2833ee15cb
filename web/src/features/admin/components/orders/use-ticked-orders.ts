import { useState } from 'react';
import type { Order } from '@boi/domain/orders/order';

/** The orders ticked for a bulk change; ticks count only while their order is shown. */
export function useTickedOrders(shown: Order[]) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const selected = shown.filter((order) => ticked.has(order._id));
  const allTicked = shown.length > 0 && selected.length === shown.length;
  return {
    selected,
    allTicked,
    isTicked: (id: string) => ticked.has(id),
    tick: (id: string, on: boolean) =>
      setTicked((before) => {
        const after = new Set(before);
        if (on) after.add(id);
        else after.delete(id);
        return after;
      }),
    toggleAll: () => setTicked(new Set(allTicked ? [] : shown.map((order) => order._id))),
    clear: () => setTicked(new Set()),
  };
}

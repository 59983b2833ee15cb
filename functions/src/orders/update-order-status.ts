import { FieldValue, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { isValidDocumentId } from '@boi/domain/admin';
import type { OrderItem, OrderStatus } from '@boi/domain/orders';
import { db } from '../shared/firestore';
import { callableOf, defineOperation } from '../shared/operation';
import { collections, type ProductDoc } from '../store/documents';
import { orderStatusMail } from './status-mail';

type NewStatus = 'Approved' | 'Cancelled';

/** Spec §4: Pending → Approved | Cancelled, Approved → Cancelled, Cancelled → Approved. */
const NEXT: Record<OrderStatus, readonly NewStatus[]> = {
  Pending: ['Approved', 'Cancelled'],
  Approved: ['Cancelled'],
  Cancelled: ['Approved'],
};

/** An order holds its stock while Pending or Approved (placeOrder took it); Cancelled gave it back. */
const holdsStock = (status: OrderStatus): boolean => status !== 'Cancelled';

const stockOf = (product: ProductDoc): number =>
  Math.max(0, Math.floor(Number(product.quantity) || 0));

type Line = { productId: string; nameB: string; quantity: number };

/** One line per book (placeOrder already merges them; older or hand-made orders may not). */
function linesOf(items: readonly OrderItem[]): Line[] {
  const byId = new Map<string, Line>();
  for (const { productId, nameB, quantity } of items) {
    const line = byId.get(productId);
    if (line) line.quantity += quantity;
    else byId.set(productId, { productId, nameB, quantity });
  }
  return [...byId.values()];
}

type Stocked = { line: Line; snapshot: DocumentSnapshot<ProductDoc> | undefined };

async function readBooks(tx: Transaction, lines: readonly Line[]): Promise<Stocked[]> {
  const known = lines.filter((line) => isValidDocumentId(line.productId));
  const refs = known.map((line) => collections(db()).products.doc(line.productId));
  const snapshots = refs.length > 0 ? await tx.getAll(...refs) : [];
  return lines.map((line) => ({ line, snapshot: snapshots[known.indexOf(line)] }));
}

/** Cancelling: every line's copies go back to its book; deleted books are skipped. */
function returnStock(tx: Transaction, books: readonly Stocked[], now: FieldValue): void {
  for (const { line, snapshot } of books) {
    const product = snapshot?.data();
    if (!snapshot || !product) continue;
    const before = stockOf(product);
    const after = before + line.quantity;
    const backInStock = before === 0 && after > 0 && product.status === 'out-of-stock';
    tx.update(snapshot.ref, {
      quantity: after,
      ...(backInStock ? { status: 'in-stock' as const } : {}),
      updatedAt: now,
    });
  }
}

/**
 * Re-approving a cancelled order takes its copies again, as placeOrder did: every book must still
 * exist, be sold and have the stock, otherwise nothing is written and the message names the books.
 */
function takeStock(tx: Transaction, number: string, books: readonly Stocked[], now: FieldValue) {
  const problems: string[] = [];
  const shortages: { productId: string; available: number }[] = [];
  for (const { line, snapshot } of books) {
    const product = snapshot?.data();
    if (!product) {
      problems.push(`${line.nameB} is no longer in the catalog`);
      shortages.push({ productId: line.productId, available: 0 });
    } else if (product.status === 'Discontinued') {
      problems.push(`${product.nameB} is no longer available`);
      shortages.push({ productId: line.productId, available: 0 });
    } else if (stockOf(product) < line.quantity) {
      const available = stockOf(product);
      problems.push(
        `Not enough stock for ${product.nameB} (available ${available}, the order needs ${line.quantity})`,
      );
      shortages.push({ productId: line.productId, available });
    }
  }
  if (problems.length > 0) {
    throw new HttpsError(
      'failed-precondition',
      `Order ${number} cannot be approved again: ${problems.join('; ')}`,
      { shortages },
    );
  }
  for (const { line, snapshot } of books) {
    const product = snapshot?.data();
    if (!snapshot || !product) continue;
    const left = stockOf(product) - line.quantity;
    tx.update(snapshot.ref, {
      quantity: left,
      ...(left === 0 ? { status: 'out-of-stock' as const } : {}),
      updatedAt: now,
    });
  }
}

/**
 * Order manage's approve and cancel switches. One transaction reads the order (and, when stock
 * moves, its books), moves the stock, sets the status and queues the customer's mail, so two
 * admins changing one order at once give one consistent result.
 */
export const updateOrderStatusOperation = defineOperation(
  'updateOrderStatus',
  'admin',
  async ({ id, orderStatus }) => {
    const store = db();
    const orderRef = collections(store).orders.doc(id);
    return store.runTransaction(async (tx) => {
      const order = (await tx.get(orderRef)).data();
      if (!order) throw new HttpsError('not-found', `Order ${id} was not found`);
      const from = order.orderStatus;
      if (!NEXT[from].includes(orderStatus)) {
        throw new HttpsError(
          'failed-precondition',
          from === orderStatus
            ? `Order ${order.number} is already ${from}`
            : `Order ${order.number} cannot go from ${from} to ${orderStatus}`,
        );
      }
      const now = FieldValue.serverTimestamp();
      const held = holdsStock(from);
      const willHold = holdsStock(orderStatus);
      if (held !== willHold) {
        const books = await readBooks(tx, linesOf(order.items));
        if (willHold) takeStock(tx, order.number, books, now);
        else returnStock(tx, books, now);
      }
      tx.update(orderRef, { orderStatus, updatedAt: now });
      tx.create(collections(store).mail.doc(), orderStatusMail(order.email, order, orderStatus));
      return {
        message: `Order ${order.number} ${orderStatus === 'Approved' ? 'approved' : 'cancelled'}`,
        id,
      };
    });
  },
);

export const updateOrderStatus = callableOf(updateOrderStatusOperation);

import type { Tx } from '../db/client';

/** The queue of the job that sends a delivery. */
export const mailDeliveryQueue = 'mail-delivery';

/**
 * Where company mail goes out (decision 018): a delivery row and its job are written in one
 * transaction, and this process's mail workers are woken once it commits.
 */
export type MailOutbox = {
  /** The host of our Message-IDs, `<delivery-id@MAIN_HOST>`. */
  messageHost: string;
  /** Queues the delivery's job inside `tx`. */
  enqueue: (tx: Tx, deliveryId: string) => Promise<void>;
  /** After the commit: the workers look now rather than at their next poll. */
  wake: () => void;
};

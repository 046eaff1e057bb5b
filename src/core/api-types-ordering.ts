/** Shapes of table-side ordering as the API returns them: the diner's page and the staff's seats. */

/** A diner's request (店員呼び出し, お会計をお願いします) and a seat's bill, as 注文確認 reads them. */
export type { SeatBill, SeatRequest, SeatRequestKind } from './contracts/orders';

/** /api/seats rows (座席設定). */
export type { Seat } from './contracts/seats';

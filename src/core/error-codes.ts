/**
 * Every code an API error may carry (`{ error: { code, message } }`). Closed, so a client can
 * switch on it and a typo is a compile error; the message is always Japanese and for people.
 */
export const errorCodes = [
  // Requests and input
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'MALFORMED_JSON',
  'INVALID_URL',
  'INVALID_CHARACTERS',
  'FORBIDDEN_KEY',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_CONTENT_TYPE',
  'CROSS_ORIGIN',
  'TOO_MANY_REQUESTS',
  'NOTHING_TO_UPDATE',
  'NOT_FOUND',
  'INTERNAL',
  // Identity, hosts and permissions
  'UNAUTHORIZED',
  'FORBIDDEN',
  'WRONG_HOST',
  'WRONG_ACCOUNT',
  'UNKNOWN_HOST',
  'UNKNOWN_OEM',
  'NO_COMPANY',
  'INVALID_TOKEN',
  'INVALID_PASSWORD',
  'EMAIL_TAKEN',
  'SAME_EMAIL',
  'NOT_INVITED',
  'STAFF_RULE',
  'SELF_MANAGER',
  'OEM_ID_TAKEN',
  'OEM_IN_USE',
  'MAIL_FAILED',
  // Master data, files and CSV
  'DUPLICATE_CODE',
  'UNKNOWN_FILE',
  'UNKNOWN_CATEGORY',
  'EMPTY_CSV',
  'MALFORMED_CSV',
  'MISSING_COLUMNS',
  'TOO_MANY_ROWS',
  'IMPORT_ROWS_INVALID',
  // Documents and PDFs
  'DOCUMENT_FROZEN',
  'ALREADY_ISSUED',
  'NOT_ISSUED',
  'NOT_LATEST',
  'REVISION_EXISTS',
  'NUMBER_TAKEN',
  'INVALID_STATUS',
  'TOO_MANY_DOCUMENTS',
  'LATE_PAYMENT_UNCONFIRMED',
  'TOO_MANY_LINES',
  'PDF_BUSY',
  'PDF_TIMEOUT',
  // Ordering
  'SEAT_NOT_FOUND',
  'ITEM_NOT_FOUND',
  'NOT_IN_CART',
  'EMPTY_CART',
  'SOLD_OUT',
  'STATUS_CHANGE',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

// The spec answers a change with `{ statusCode, message, … }`, an HTTP-like code inside the body.
// Services say what happened (a message, and the suborder or count the answer carries); the code
// is added here, at the edge, so that no service speaks HTTP.
import 'server-only';

/** `change` with the spec's statusCode: 200, or 201 when something was created (saveOrders). */
export function statusMessage<T extends { message: string }>(change: T, statusCode: 200 | 201 = 200): T & { statusCode: number } {
  return { statusCode, ...change };
}

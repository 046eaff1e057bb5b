import type { coursePlanEndpoints as P } from './course-plans';
import { route } from './endpoint';
import type { mobileOrderEndpoints as E } from './mobile-order';

/**
 * The diner API's routes without their schemas: what the diner's phone calls. The page loads no
 * zod (a slow network pays for every kilobyte); each route is typed by its endpoint in
 * mobile-order.ts, so a path or method that drifts from it fails to compile, and the answers are
 * checked against the endpoints' schemas in the server's tests.
 */
const base = '/api/mobile-order/:companyId/:seatId';

export const dinerRoutes = {
  seat: route<typeof E.seat>('GET', base),
  cart: route<typeof E.cart>('GET', `${base}/cart`),
  addToCart: route<typeof E.addToCart>('POST', `${base}/cart/items`),
  setQuantity: route<typeof E.setQuantity>('PATCH', `${base}/cart/items/:itemId`),
  removeFromCart: route<typeof E.removeFromCart>('DELETE', `${base}/cart/items/:itemId`),
  clearCart: route<typeof E.clearCart>('DELETE', `${base}/cart`),
  placeOrder: route<typeof E.placeOrder>('POST', `${base}/orders`),
  orders: route<typeof E.orders>('GET', `${base}/orders`),
  request: route<typeof E.request>('POST', `${base}/requests`),
  events: route<typeof E.events>('GET', `${base}/events`),
  plans: route<typeof P.dinerPlans>('GET', `${base}/plans`),
  startPlan: route<typeof P.dinerStart>('POST', `${base}/plans`),
  planOrder: route<typeof P.planOrder>('POST', `${base}/plan-orders`),
};

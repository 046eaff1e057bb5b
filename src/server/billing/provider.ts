/**
 * Paid sign-up goes through a billing provider's checkout. None is configured by default:
 * sign-up then completes at once and the browser lands on /success.
 */
export type BillingProvider = {
  startCheckout: (input: { companyId: string; email: string; successUrl: string; cancelUrl: string }) => Promise<{ redirectUrl: string }>;
};

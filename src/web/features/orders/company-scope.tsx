import type { ReactNode } from 'react';

// The company-scoped wrapper of the specification (mobile-order partners); the new-order alert comes later.
export function CompanyScope({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

import { useEffect, useEffectEvent, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Consumes a one-time token an e-mailed link put in the query (?verifyToken=…, ?emailToken=…):
 * hands it to `onToken` once — StrictMode runs effects twice, the ref keeps the second away —
 * and removes it from the address bar so a reload or a shared URL does not send it again.
 */
export function useQueryToken(name: string, onToken: (token: string) => void): void {
  const [params, setParams] = useSearchParams();
  const token = params.get(name);
  const handled = useRef<string | null>(null);
  const handleToken = useEffectEvent(onToken);

  useEffect(() => {
    if (!token || handled.current === token) return;
    handled.current = token;
    handleToken(token);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [name, token, setParams]);
}

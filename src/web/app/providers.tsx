import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider, useTheme } from 'next-themes';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'sonner';
import { TooltipProvider } from '@/web/components/ui/primitives/tooltip';
import { useFlashToast } from '@/web/lib/flash';
import { createQueryClient } from '@/web/lib/query-client';
import { toasterSettings } from '@/web/lib/toaster-settings';

/** The specification's toasts, in the current colour theme. */
function AppToaster() {
  const { resolvedTheme } = useTheme();
  return <Toaster {...toasterSettings} theme={resolvedTheme === 'dark' ? 'dark' : 'light'} />;
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useFlashToast();
  return (
    <QueryClientProvider client={queryClient}>
      {/* Its inline script is for server rendering; index.html applies the theme early instead. */}
      <ThemeProvider
        attribute="class"
        defaultTheme="system"
        enableSystem
        disableTransitionOnChange
        scriptProps={{ type: 'application/json' }}
      >
        <TooltipProvider delayDuration={300}>
          {children}
          <AppToaster />
        </TooltipProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}

import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { ErrorBoundary } from './components/error-boundary';
import { ToastProvider } from './components/toast-provider';
import { createQueryClient } from './lib/query-client';
import { AppRoutes } from './router';
import './styles.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();

const root = createRoot(rootElement);

// The first render as a transition: React then renders in slices of a few milliseconds and lets
// the phone's main thread breathe between them, instead of one long task that blocks a tap (an
// ordinary render is never sliced). The page in #root (the prerendered home, or nothing) stays
// until the render commits.
startTransition(() =>
  root.render(
    <StrictMode>
      {/* Catches failures outside any page (providers, the router itself); pages have their own. */}
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </ToastProvider>
        </QueryClientProvider>
      </ErrorBoundary>
    </StrictMode>,
  ),
);

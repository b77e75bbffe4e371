// Providers and the router. Declarative routing (no loaders or actions here) keeps React Router's
// data-router machinery out of the first load; pages fetch their own data through the query cache.
// The browser wraps the routes in a BrowserRouter (main.tsx), the server render in a StaticRouter
// (entry-server.tsx): everything inside is the same tree on both sides.
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { theme } from '../theme/theme';
import { routes } from './routes';

export function AppRoutes() {
  return useRoutes(routes);
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}

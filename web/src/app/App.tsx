// Providers and the router. Declarative routing (no loaders or actions here) keeps React Router's
// data-router machinery out of the first load; pages fetch their own data.
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { theme } from '../theme/theme';
import { routes } from './routes';

function AppRoutes() {
  return useRoutes(routes);
}

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ThemeProvider>
  );
}

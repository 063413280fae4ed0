import { BrowserRouter } from 'react-router';
import { AppRoutes } from './AppRoutes';
import { useLoadGraph } from './useLoadGraph';

/** The admin app: no router basename, because /cp is served outside /control. */
export function App() {
  useLoadGraph();
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

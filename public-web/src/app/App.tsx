import { BrowserRouter, Route, Routes } from 'react-router';
import { Home } from '../home/Home';
import { Layout } from '../layout/Layout';
import { NotFound } from '../layout/NotFound';
import { Contact, ContentPage, Resolution, Track } from './routes';

/** The public site (docs/product.md §2). */
export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

/** The screens, under the browser's router or the server's (src/entry-server.tsx). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<Home />} />
        <Route path="/track.html" element={<Track />} />
        <Route path="/pages/:slug" element={<ContentPage />} />
        <Route path="/contact.html" element={<Contact />} />
        <Route path="/resolution.html" element={<Resolution />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}

import { BrowserRouter, Route, Routes } from 'react-router';
import { Home } from '../home/Home';
import { Layout } from '../layout/Layout';
import { NotFound } from '../layout/NotFound';
import { Track } from '../tracking/Track';

/** The public site: a skeleton for now (home, tracking placeholder, 404). */
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<Layout />}>
          <Route index element={<Home />} />
          <Route path="/track.html" element={<Track />} />
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}

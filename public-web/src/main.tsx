import 'material-icons/iconfont/filled.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startApp } from './app/start';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

startApp();

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

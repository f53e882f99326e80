/** Entry of the shell (MF asyncStartup resolves the shared singletons before this runs). */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import './global.css';
import { registerShellLocales } from './locales';
import { followViewportFontSize } from './viewport/rootFontSize';
import { createShellStore } from './store';
import { createFederationRegistry } from './remotes/federation';
import { App } from './App';

followViewportFontSize(window);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const rootElement = root;
// the texts first; should their chunk fail, the page still renders (the keys show where texts would)
void registerShellLocales()
  .catch(() => undefined)
  .then(() => createRoot(rootElement).render(createElement(App, { store: createShellStore(), registry: createFederationRegistry() })));

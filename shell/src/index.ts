import { createRoot } from 'react-dom/client';
import { createElement } from 'react';
import { Button } from 'antd';
createRoot(document.getElementById('root')!).render(createElement(Button, null, 'hello'));

import { RouterProvider } from 'react-router-dom';

import type { AppRouter } from './router';

export interface AppProps {
  readonly router: AppRouter;
}

export function App({ router }: AppProps) {
  return <RouterProvider router={router} />;
}
